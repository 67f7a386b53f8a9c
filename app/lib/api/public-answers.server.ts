import { LRUCache } from 'lru-cache'
import { knownContentVersion, onContentChange } from '#api/db/content-version.ts'
import { PUBLIC_CONTENT_PATHS } from '#api/http/public-answer-cache.ts'
import type { ApiRequestOptions } from './client.ts'

/** Options a call of public content may carry and still be answered from what was kept. */
const KEEPABLE_OPTIONS = new Set(['query', 'token'])

/**
 * A read of public content: a GET of one of the API's public resources with nothing but a query
 * (and whoever's token: public answers are the same for everyone). Anything else goes to the API.
 */
export function isPublicContentCall(path: string, options: ApiRequestOptions = {}): boolean {
  if (Object.keys(options).some((option) => !KEEPABLE_OPTIONS.has(option))) return false
  return PUBLIC_CONTENT_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

/** The address a call reads: its path and its query (in a fixed order; unset values are not sent). */
export function publicAnswerKey(path: string, query: ApiRequestOptions['query'] = {}): string {
  const entries = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => [name, String(value)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
  return entries.length ? `${path}?${new URLSearchParams(entries).toString()}` : path
}

export interface PublicAnswersOptions {
  /** The bound on what kept answers take, in bytes (least recently used go first). */
  maxBytes: number
  /** The longest an answer is kept (a post whose publication time comes changes no row). */
  ttlMs: number
  /** The content version this process knows of; null while unknown, and then nothing is kept. */
  contentVersion: () => number | null
}

export interface PublicAnswers {
  /**
   * The answer at `key`: parsed anew from what was kept at the current content version, or
   * loaded (a failure is not kept). Each caller gets objects of its own.
   */
  read<T>(key: string, load: () => Promise<T>): Promise<T>
  clear(): void
}

interface KeptAnswer {
  json: string
  contentVersion: number
}

/**
 * Answers of public content kept as JSON text by address, for as long as the content version they
 * were read at is current and ttlMs at most. Kept as text, parsed per read: an answer is never an
 * object shared by two requests, so nothing one render does can show in another's page.
 */
export function createPublicAnswers(options: PublicAnswersOptions): PublicAnswers {
  const answers = new LRUCache<string, KeptAnswer>({
    maxSize: options.maxBytes,
    // UTF-16 in memory.
    sizeCalculation: (answer) => answer.json.length * 2 + 128,
    ttl: options.ttlMs,
  })

  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const version = options.contentVersion()
      if (version === null) return load()
      const kept = answers.get(key)
      if (kept?.contentVersion === version) return JSON.parse(kept.json) as T
      const answer = await load()
      // An answer read while the content changed may mix old and new: not kept.
      if (version === options.contentVersion() && answer !== undefined)
        answers.set(key, { json: JSON.stringify(answer), contentVersion: version })
      return answer
    },
    clear: () => answers.clear(),
  }
}

/** Public content of a whole site fits many times over. */
const PROCESS_ANSWERS_BYTES = 16 * 1024 * 1024
/** A scheduled publication shows within a minute. */
const PROCESS_ANSWERS_TTL_MS = 60_000

const processAnswers = createPublicAnswers({
  maxBytes: PROCESS_ANSWERS_BYTES,
  ttlMs: PROCESS_ANSWERS_TTL_MS,
  contentVersion: knownContentVersion,
})
onContentChange(() => processAnswers.clear())

/** The public answers the site's server keeps for its renders (in-process API only). */
export const publicAnswers: PublicAnswers = processAnswers
