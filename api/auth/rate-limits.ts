import { inArray, or, sql } from 'drizzle-orm'
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible'
import type { Context } from 'hono'
import type { Database } from '../db/client.ts'
import { rateLimits } from '../db/schema.ts'
import { ApiError } from '../errors.ts'

interface Limit {
  points: number
  /** Window in seconds. */
  duration: number
}

/** Every limit of the API in one place: requests per window, counted in the database. */
export const LIMITS = {
  /** Token requests per IP. */
  token: { points: 30, duration: 60 },
  /** Briefs per visitor IP. */
  brief: { points: 5, duration: 60 * 60 },
  /** Contact requests per visitor IP. */
  contact: { points: 5, duration: 10 * 60 },
  /** Failed sign-ins per email and IP. */
  login: { points: 5, duration: 60 },
  /**
   * Failed sign-ins per account, from anywhere. Past it nobody is refused: a password alone no
   * longer signs in, a right one gets a sign-in link by mail instead (see the password grant).
   */
  loginAccount: { points: 20, duration: 60 * 60 },
  /** Registrations per IP. */
  register: { points: 10, duration: 60 * 60 },
  /** Mails with a link (password reset, sign-in link) per IP, and per address below. */
  accountMail: { points: 10, duration: 15 * 60 },
  /** Mails with a link per address: nobody's mailbox gets flooded. */
  accountMailPerEmail: { points: 3, duration: 15 * 60 },
  /** Uses of mailed links and codes (reset, sign-in, verification) per IP. */
  linkUse: { points: 20, duration: 15 * 60 },
  /** Repeated verification mails per user. */
  verificationResend: { points: 1, duration: 60 },
  /** Wrong second-factor codes per account, whatever the password: six digits must not be guessed. */
  secondFactor: { points: 5, duration: 15 * 60 },
  /** Wrong current passwords per user (changing the email or the password in the profile). */
  currentPassword: { points: 5, duration: 15 * 60 },
  /** Exports of one's personal data per account: each reads every table that holds the person. */
  personalDataExport: { points: 10, duration: 60 * 60 },
  /** Cookie choices recorded per account: a person changes their mind now and then, a script many times. */
  cookieConsent: { points: 30, duration: 60 * 60 },
  /** Site searches per visitor (IP, or account): a person reads results, a script would not stop. */
  search: { points: 60, duration: 60 },
  /** Suggestions per visitor while typing in the header's field: one per pause in typing. */
  searchSuggestions: { points: 120, duration: 60 },
} satisfies Record<string, Limit>

export type LimitName = keyof typeof LIMITS

export type RateLimiters = Record<LimitName, RateLimiterDrizzle>

/** One limiter per limit, sharing counters through the database with every other instance. */
export function createRateLimiters(db: Database, overrides: Partial<Record<LimitName, Limit>> = {}): RateLimiters {
  return Object.fromEntries(
    Object.entries(LIMITS).map(([name, limit]) => [
      name,
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: name,
        ...limit,
        ...overrides[name as LimitName],
      }),
    ]),
  ) as RateLimiters
}

function tooManyRequests(c: Context, msBeforeNext: number, message = 'Слишком много запросов.'): ApiError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000))
  c.header('Retry-After', String(seconds))
  return new ApiError(429, `${message} Попробуйте снова через ${formatWait(seconds)}.`)
}

/** Counts one request for `key`; over the limit, answers 429 with Retry-After. */
export async function consumeLimit(c: Context, limiter: RateLimiterDrizzle, key: string, message?: string): Promise<void> {
  try {
    await limiter.consume(key)
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error
    throw tooManyRequests(c, error.msBeforeNext, message)
  }
}

/** Counts one request for `key` and answers whether it went past the limit; refuses nothing. */
export async function countPastLimit(limiter: RateLimiterDrizzle, key: string): Promise<boolean> {
  try {
    await limiter.consume(key)
    return false
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error
    return true
  }
}

/**
 * Refuses with 429 once `key` has used up its points, without counting this request; count a
 * failure with `limiter.penalty(key)`. Only for checks that take no time (a secret's hash): for a
 * slow one, parallel requests would all pass before the first failure is counted (failedAttempts).
 */
export async function ensureUnderLimit(c: Context, limiter: RateLimiterDrizzle, key: string, message?: string): Promise<void> {
  const state = await limiter.get(key)
  if (state && state.consumedPoints >= limiter.points) throw tooManyRequests(c, state.msBeforeNext, message)
}

/** A limit on failed attempts at something slow to check, such as a password. */
export interface FailedAttempts {
  /** Counts the attempt before it is checked; 429 with Retry-After once the limit is used up. */
  count(): Promise<void>
  /** The attempt succeeded: it is not a failure after all. */
  succeeded(): Promise<void>
}

/**
 * Counts every attempt up front, so that parallel attempts cannot all pass a check of the counter
 * while their passwords are still being verified. A success then either resets the count of `key`
 * or only takes its own point back (`refund`, when others' failures must keep counting).
 */
export function failedAttempts(
  c: Context,
  limiter: RateLimiterDrizzle,
  key: string,
  { message, onSuccess }: { message: string; onSuccess: 'reset' | 'refund' },
): FailedAttempts {
  return {
    count: () => consumeLimit(c, limiter, key, message),
    succeeded: async () => {
      if (onSuccess === 'reset') await limiter.delete(key)
      else await limiter.reward(key)
    },
  }
}

/** The key of a signed-in visitor's requests: their account, wherever they are. */
export const visitorKey = (userId: number) => `user:${userId}`

/** The key of failed sign-ins per email and IP. */
export const loginKey = (email: string, ip: string) => `${email}|${ip}`

/** A counter's row key, as rate-limiter-flexible stores it: the limit's name is its key prefix. */
const rowKey = (limit: LimitName, key: string) => `${limit}:${key}`

/** Deletes the counters of an account (keyed by its email or its id): they are personal data. */
export async function forgetAccountLimits(db: Database, { email, userId }: { email: string; userId: number }): Promise<void> {
  const address = email.toLowerCase()
  await db
    .delete(rateLimits)
    .where(
      or(
        inArray(rateLimits.key, [
          rowKey('loginAccount', address),
          rowKey('accountMailPerEmail', address),
          rowKey('verificationResend', String(userId)),
          rowKey('currentPassword', String(userId)),
          rowKey('linkUse', `user:${userId}`),
          rowKey('personalDataExport', String(userId)),
          rowKey('cookieConsent', String(userId)),
          rowKey('search', visitorKey(userId)),
          rowKey('searchSuggestions', visitorKey(userId)),
        ]),
        sql`starts_with(${rateLimits.key}, ${rowKey('login', loginKey(address, ''))})`,
      ),
    )
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} ${plural(seconds, 'секунду', 'секунды', 'секунд')}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} ${plural(minutes, 'минуту', 'минуты', 'минут')}`
}

/** Russian plural form for n: one (1, 21), few (2-4, 22-24), many (5-20, 25-30, ...). */
export function plural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10
  const mod100 = n % 100
  if (mod10 === 1 && mod100 !== 11) return one
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few
  return many
}
