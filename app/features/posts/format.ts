// Moscow time on the server and in every browser: the same date in the HTML and after hydration.
const dateFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' })

/** «9 июля 2026» (without the «г.» the format adds). */
export function formatPostDate(iso: string): string {
  return dateFormat.format(new Date(iso)).replace(/\s*г\.$/, '')
}
