import { plural } from '#app/lib/plural.ts'

/** «17 проектов», «1 проект», «3 проекта». */
export const projectCount = (count: number) => `${count} ${plural(count, 'проект', 'проекта', 'проектов')}`

/** The years a set of projects spans: «2024», «2022–2026», or null for none. */
export function yearSpan(years: number[]): string | null {
  if (years.length === 0) return null
  const first = Math.min(...years)
  const last = Math.max(...years)
  return first === last ? String(first) : `${first}–${last}`
}

/** The host of a URL for display («svrpk.example»), or the URL itself if it does not parse. */
export function displayHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '')
  } catch {
    return url
  }
}

/** Only http(s) addresses become links: an editor's typo must never turn into a javascript: URL. */
export function isWebUrl(url: string | null | undefined): url is string {
  if (!url) return false
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
