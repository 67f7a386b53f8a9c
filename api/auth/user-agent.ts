import Bowser from 'bowser'
import type { AccountSession } from '#shared/contract/account.ts'
import { deviceLabel } from '#shared/device-label.ts'

export type DeviceDescription = AccountSession['device']

/** Systems by the names people know them by; the parser's own names otherwise. */
const SYSTEMS: Record<string, string> = {
  'Chrome OS': 'ChromeOS',
  iPadOS: 'iPad',
}

/** Browsers as they are called in Russian-speaking places, without the parser's long forms. */
const BROWSERS: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Yandex Browser': 'Яндекс Браузер',
  'Samsung Internet for Android': 'Samsung Internet',
  'Opera Touch': 'Opera',
}

/** An Apple phone or tablet is named as the device itself («iPhone», «iPad»): that is what its owner recognises. */
function systemName(result: Bowser.Parser.ParsedResult): string | null {
  const os = result.os.name
  if (!os) return null
  if (os === 'iOS' || os === 'iPadOS') {
    const model = result.platform.model
    if (model === 'iPhone' || model === 'iPad' || model === 'iPod') return model
    if (result.platform.type === 'tablet') return 'iPad'
  }
  return SYSTEMS[os] ?? os
}

function browserName(result: Bowser.Parser.ParsedResult): string | null {
  const name = result.browser.name
  if (!name) return null
  const shown = BROWSERS[name] ?? name
  const major = result.browser.version?.split('.')[0]
  return major && /^\d+$/.test(major) ? `${shown} ${major}` : shown
}

/**
 * The device and browser of a session, read from the User-Agent the browser sent at sign-in.
 * Anything the parser cannot tell stays null (the site then says «Неизвестное устройство»).
 */
export function describeDevice(userAgent: string | null): DeviceDescription {
  if (!userAgent?.trim()) return { os: null, browser: null, kind: 'desktop' }
  const result = Bowser.parse(userAgent)
  const type = result.platform.type
  return {
    os: systemName(result),
    browser: browserName(result),
    kind: type === 'mobile' || type === 'tablet' ? type : 'desktop',
  }
}

/** The label the sessions page shows for a User-Agent («Windows · Chrome 131», «Неизвестное устройство»). */
export const deviceLabelOf = (userAgent: string | null): string => deviceLabel(describeDevice(userAgent))
