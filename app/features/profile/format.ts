// Moscow time on the server and in every browser: the same date in the HTML and after hydration.
const dateFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' })

/** «22 ноября 2026» (without the «г.» the format adds). */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso)).replace(/\s*г\.$/, '')
}

/** How the site greets a person: the first word of the name they gave. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name
