import { useSyncExternalStore } from 'react'
import {
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  type ConsentChoice,
  consentRecord,
  cookieDomainsOf,
  counterCookieNames,
  storedChoice,
} from './consent.ts'

export interface ConsentState {
  /** False while the page renders on the server or hydrates: the choice lives in the browser only. */
  known: boolean
  /** The visitor's choice; null until they make one. */
  choice: ConsentChoice | null
  /** The notice was opened again from the footer to change the choice. */
  settingsOpen: boolean
}

const UNKNOWN: ConsentState = { known: false, choice: null, settingsOpen: false }

function storageOrNull(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

let state: ConsentState | null = null
let withdrawn = false
const listeners = new Set<() => void>()

function current(): ConsentState {
  state ??= { known: true, choice: storedChoice(storageOrNull()?.getItem(CONSENT_STORAGE_KEY) ?? null), settingsOpen: false }
  return state
}

function update(next: Partial<ConsentState>): void {
  const previous = current()
  state = { ...previous, ...next }
  if (previous.choice === 'all' && state.choice === 'necessary') forgetCounters()
  for (const listener of listeners) listener()
}

/**
 * Consent withdrawn on this page: the counters' cookies (and Metrika's stored ids) go now, and the
 * next navigation loads its page from the server, which no longer has the counters' scripts. Nothing
 * typed on this page is lost to a reload.
 */
function forgetCounters(): void {
  withdrawn = true
  for (const name of counterCookieNames(document.cookie)) {
    for (const domain of [undefined, ...cookieDomainsOf(window.location.hostname)]) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`
    }
  }
  const storage = storageOrNull()
  if (storage) for (const key of Object.keys(storage)) if (key.startsWith('_ym')) storage.removeItem(key)
}

/** True once consent was withdrawn on this page: the router then loads the next page from the server. */
export const wereCountersWithdrawn = (): boolean => withdrawn

/**
 * Records the visitor's choice (in this browser, for every tab) and closes the notice. A signed-in
 * person's choice is also recorded with their account as consent (the site's server decides whether
 * someone is signed in); that code is fetched only now, so it costs the first page nothing.
 */
export function chooseConsent(choice: ConsentChoice): void {
  try {
    storageOrNull()?.setItem(CONSENT_STORAGE_KEY, consentRecord(choice))
  } catch {
    // Storage is full or off (private mode): the choice holds for this page, the notice returns on the next load.
  }
  update({ choice, settingsOpen: false })
  void import('#app/features/personal-data/cookie-consent.functions.ts')
    .then(({ recordCookieConsent }) => recordCookieConsent({ data: { choice, version: CONSENT_VERSION } }))
    // The choice holds in this browser all the same; the server logs its own failures.
    .catch(() => undefined)
}

/** Shows the notice again, so the visitor can change their choice (the footer's «Настройки cookie»). */
export const openCookieSettings = (): void => update({ settingsOpen: true })

/** Hides the reopened notice without changing the choice. */
export const closeCookieSettings = (): void => update({ settingsOpen: false })

// A choice made in another tab applies here at once (`key` is null when the storage was cleared).
function onStorage(event: StorageEvent): void {
  if (event.key === CONSENT_STORAGE_KEY || event.key === null) update({ choice: storedChoice(event.key === null ? null : event.newValue) })
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

/** The visitor's consent, unknown on the server and during hydration, then read from this browser. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, current, () => UNKNOWN)
}
