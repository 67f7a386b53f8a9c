import type { LeadKind } from '#shared/contract/staff.ts'
import { LEAD_KIND_LABELS } from '#shared/contract/staff-labels.ts'

// Moscow time on the server and in every browser: the same text in the HTML and after hydration.
const dateTimeFormat = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Moscow',
})

/** «24 нояб. 2026 г., 14:05» (Moscow time, as the agency works). */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso))

/** A lead as the staff area names it: «Бриф №12», «Заявка с сайта №7». */
export const leadName = (kind: LeadKind, id: number) => `${LEAD_KIND_LABELS[kind]} №${id}`
