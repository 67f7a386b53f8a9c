import type { SessionNotice } from './session-notice.ts'

/**
 * How the tabs of one browser keep one view of the session. The cookies are shared, the query caches
 * are not: a tab that signs in or out (or learns that the session has ended) tells the others at once
 * over a BroadcastChannel, and they drop what they hold of the account.
 */
export type SessionChange = { type: 'signed-in' } | { type: 'signed-out'; notice?: SessionNotice }

type Listener = (change: SessionChange) => void

const CHANNEL_NAME = 'malakhit:session'

let channel: BroadcastChannel | null | undefined
const sameTabListeners = new Set<Listener>()

/** The channel in a browser; none on the server (Node has BroadcastChannel too, but no tabs to tell). */
function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof window !== 'undefined' && typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null
  return channel
}

export function isSessionChange(value: unknown): value is SessionChange {
  if (typeof value !== 'object' || value === null) return false
  const { type, notice } = value as { type?: unknown; notice?: unknown }
  if (type === 'signed-in') return true
  return type === 'signed-out' && (notice === undefined || notice === 'session-ended' || notice === 'account-deleted')
}

/** Tells the other tabs of this browser (never this one). */
export function announceToOtherTabs(change: SessionChange): void {
  sessionChannel()?.postMessage(change)
}

/** A server function of this tab answered that the session ended while it ran: this tab and the others learn it. */
export function reportSessionEndedInThisTab(): void {
  const change: SessionChange = { type: 'signed-out', notice: 'session-ended' }
  for (const listener of sameTabListeners) listener(change)
  announceToOtherTabs(change)
}

/** Listens to both: what other tabs announce and what this tab's server functions report. */
export function watchSessionChanges(listener: Listener): () => void {
  const onMessage = (event: MessageEvent) => {
    if (isSessionChange(event.data)) listener(event.data)
  }
  const current = sessionChannel()
  current?.addEventListener('message', onMessage)
  sameTabListeners.add(listener)
  return () => {
    current?.removeEventListener('message', onMessage)
    sameTabListeners.delete(listener)
  }
}
