// The visitor's choice about analytics cookies: pure rules, shared by the notice and the counters.

/** `all`: the counters may run; `necessary`: only the cookies the site cannot work without. */
export type ConsentChoice = 'all' | 'necessary'

/** Where the browser keeps the choice (localStorage: the server never needs it). */
export const CONSENT_STORAGE_KEY = 'cookie-consent'

/**
 * Raised when what the notice asks consent for changes (a new counter, a new purpose): a choice
 * made under an older version is asked again.
 */
export const CONSENT_VERSION = 1

interface StoredConsent {
  choice: ConsentChoice
  version: number
  /** When the choice was made (ISO 8601): the record of consent. */
  decidedAt: string
}

/** The stored record of a choice made now. */
export function consentRecord(choice: ConsentChoice, now: Date = new Date()): string {
  const record: StoredConsent = { choice, version: CONSENT_VERSION, decidedAt: now.toISOString() }
  return JSON.stringify(record)
}

/** The choice a stored record holds; null when there is none, it is unreadable or it was made under another version. */
export function storedChoice(raw: string | null): ConsentChoice | null {
  if (raw === null) return null
  let record: unknown
  try {
    record = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof record !== 'object' || record === null) return null
  const { choice, version } = record as Partial<StoredConsent>
  if (version !== CONSENT_VERSION) return null
  return choice === 'all' || choice === 'necessary' ? choice : null
}

/** Cookies the counters set on the site's own domain: removed when consent is withdrawn. */
const COUNTER_COOKIE = /^(_ym_|_ga$|_ga_|_gid$|_gat|_gcl_)/

/** The names of the counters' cookies in a `document.cookie` string. */
export function counterCookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => COUNTER_COOKIE.test(name))
}

/** The host and each parent domain a counter may have set its cookie on (`a.b.ru` → `a.b.ru`, `.a.b.ru`, `.b.ru`). */
export function cookieDomainsOf(hostname: string): string[] {
  const labels = hostname.split('.')
  if (labels.length < 2 || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [hostname]
  const domains = [hostname]
  for (let start = 0; start < labels.length - 1; start++) domains.push(`.${labels.slice(start).join('.')}`)
  return domains
}
