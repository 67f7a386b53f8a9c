import type { AccountSession } from './contract/account.ts'

/** What the person is told when neither the system nor the browser could be read. */
const UNKNOWN_DEVICE = 'Неизвестное устройство'

/** A session's device as people name it: «iPhone · Safari 18», «Windows · Chrome 131», «Неизвестное устройство». */
export function deviceLabel(device: Pick<AccountSession['device'], 'os' | 'browser'>): string {
  const parts = [device.os, device.browser].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : UNKNOWN_DEVICE
}
