import { inArray, or, sql } from 'drizzle-orm'
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible'
import type { Context } from 'hono'
import type { Database } from '../db/client.ts'
import { rateLimits } from '../db/schema/index.ts'
import { ApiError } from '../errors.ts'
import { sharedCounter } from '../metrics.ts'
import { LIMITS, type Limit, type LimitName, type RateLimiters } from './limits.ts'

/** One limiter per limit, sharing counters through the database with every other instance. */
export function createRateLimiters(db: Database, overrides: Partial<Record<LimitName, Limit>> = {}): RateLimiters {
  return Object.fromEntries(
    Object.entries(LIMITS).map(([name, limit]) => [
      name,
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: name,
        // The maintenance job removes finished windows, once for all instances and in batches.
        clearExpiredByTimeout: false,
        ...limit,
        ...overrides[name as LimitName],
      }),
    ]),
  ) as RateLimiters
}

const refusals = sharedCounter({
  name: 'malakhit_rate_limit_refusals_total',
  help: 'Requests refused with 429 by a rate limit, by limit (see LIMITS in api/auth/limits.ts).',
  labelNames: ['limit'],
})

function tooManyRequests(c: Context, limiter: RateLimiterDrizzle, msBeforeNext: number, message = 'Слишком много запросов.'): ApiError {
  // The limiter's key prefix is the limit's name (createRateLimiters).
  refusals.inc({ limit: limiter.keyPrefix })
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
    throw tooManyRequests(c, limiter, error.msBeforeNext, message)
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
  if (state && state.consumedPoints >= limiter.points) throw tooManyRequests(c, limiter, state.msBeforeNext, message)
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
