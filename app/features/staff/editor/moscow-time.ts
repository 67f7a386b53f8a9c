// The agency works in Moscow time, whatever time zone a browser is set to: a moment is typed and
// shown as Moscow's wall clock. Moscow keeps UTC+3 all year (no summer time since 2014).
const MOSCOW_OFFSET = '+03:00'
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000

/** A `datetime-local` value (2026-11-25T10:30), read as Moscow time: the ISO moment, or null when it is not a date and time. */
export function moscowLocalToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null
  const moment = new Date(`${local}:00${MOSCOW_OFFSET}`)
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString()
}

/** A moment as a `datetime-local` value on Moscow's wall clock. */
export function isoToMoscowLocal(iso: string): string {
  return new Date(new Date(iso).getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 16)
}

/** The moment typed for a schedule, read as Moscow time: the ISO moment, or why it cannot be used. */
export function scheduleMoment(local: string, now = new Date()): { iso: string } | { error: string } {
  const iso = moscowLocalToIso(local)
  if (!iso) return { error: 'Укажите дату и время публикации.' }
  if (new Date(iso) <= now) return { error: 'Это время уже прошло. Выберите момент в будущем или нажмите «Опубликовать сейчас».' }
  return { iso }
}
