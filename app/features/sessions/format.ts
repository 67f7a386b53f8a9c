import { plural } from '#app/lib/plural.ts'

// Moscow time on the server and in every browser, as everywhere on the site: the same words in the
// HTML and after hydration.
const MOSCOW = 'Europe/Moscow'
const dayOf = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: MOSCOW })
const timeOf = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', timeZone: MOSCOW })
const dayMonthOf = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: MOSCOW })
const yearOf = new Intl.DateTimeFormat('ru-RU', { year: 'numeric', timeZone: MOSCOW })

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * When something happened to a session, as people say it, `now` being when the list was loaded:
 * «только что», «5 минут назад», «сегодня в 14:05», «вчера в 09:12», «3 ноября в 10:00», and with the
 * year once it is another year: «3 ноября 2025».
 */
export function formatSessionMoment(iso: string, now: number): string {
  const moment = new Date(iso)
  const minutes = Math.floor((now - moment.getTime()) / 60_000)
  if (minutes < 1) return 'только что'
  if (minutes < 60) return `${minutes} ${plural(minutes, 'минуту', 'минуты', 'минут')} назад`
  const day = dayOf.format(moment)
  const time = timeOf.format(moment)
  if (day === dayOf.format(now)) return `сегодня в ${time}`
  if (day === dayOf.format(now - DAY_MS)) return `вчера в ${time}`
  if (yearOf.format(moment) === yearOf.format(now)) return `${dayMonthOf.format(moment)} в ${time}`
  return `${dayMonthOf.format(moment)} ${yearOf.format(moment)}`
}
