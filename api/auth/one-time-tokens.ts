import { randomBytes, randomInt } from 'node:crypto'
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { userTokens } from '../db/schema/index.ts'
import { generateToken, hashToken, matchesHash } from './secrets.ts'

export type OneTimePurpose = (typeof userTokens.$inferSelect)['purpose']
type OneTimeToken = typeof userTokens.$inferSelect

/** How long each kind of mailed link (and code) stays valid. */
export const ONE_TIME_TOKEN_MINUTES: Record<OneTimePurpose, number> = {
  email_verification: 10,
  password_reset: 60,
  login_link: 15,
}

/** Wrong verification codes allowed before the code stops working. */
const MAX_CODE_ATTEMPTS = 5

export interface CreatedOneTimeToken {
  token: string
  /** Six digits, for email verification only. */
  code: string | null
  expiresInMinutes: number
}

// A code has only a million values, so it is salted; its short life and the attempt limit are what
// keep it from being guessed.
const hashCode = (code: string, salt = randomBytes(16).toString('hex')) => `${salt}:${hashToken(`${salt}:${code}`)}`

function codeMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split(':')
  return !!salt && !!hash && matchesHash(`${salt}:${code}`, hash)
}

/**
 * A new link token (and code) for a user; earlier unused ones of the same purpose stop working,
 * so only the latest mail counts.
 */
export async function createOneTimeToken(
  db: Database,
  { userId, purpose, email, now = new Date() }: { userId: number; purpose: OneTimePurpose; email: string; now?: Date },
): Promise<CreatedOneTimeToken> {
  await db.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)))
  const token = generateToken()
  const code = purpose === 'email_verification' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null
  const minutes = ONE_TIME_TOKEN_MINUTES[purpose]
  await db.insert(userTokens).values({
    userId,
    purpose,
    email,
    tokenHash: hashToken(token),
    codeHash: code ? hashCode(code) : null,
    expiresAt: new Date(now.getTime() + minutes * 60_000),
  })
  return { token, code, expiresInMinutes: minutes }
}

export type RedeemResult = { ok: true; token: OneTimeToken } | { ok: false; reason: 'invalid' | 'expired' | 'used' }

/** Whether a link token can be used now. */
function usability(row: OneTimeToken | undefined, now: Date): RedeemResult {
  if (!row) return { ok: false, reason: 'invalid' }
  if (row.usedAt) return { ok: false, reason: 'used' }
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' }
  return { ok: true, token: row }
}

const findLinkToken = (db: Database, purpose: OneTimePurpose, token: string) =>
  db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, purpose)))

/** Checks a link token without using it up: to refuse a bad link before any costly work. */
export async function checkLinkToken(db: Database, purpose: OneTimePurpose, token: string, now = new Date()): Promise<RedeemResult> {
  const [row] = await findLinkToken(db, purpose, token)
  return usability(row, now)
}

/** Uses a link token once. Call inside the transaction that acts on it. */
export async function redeemLinkToken(db: Database, purpose: OneTimePurpose, token: string, now = new Date()): Promise<RedeemResult> {
  const [row] = await findLinkToken(db, purpose, token).for('update')
  const result = usability(row, now)
  if (result.ok) await db.update(userTokens).set({ usedAt: now }).where(eq(userTokens.id, result.token.id))
  return result
}

export type CodeResult =
  | { ok: true; token: OneTimeToken }
  | { ok: false; reason: 'missing' | 'expired' | 'exhausted' }
  | { ok: false; reason: 'wrong'; attemptsLeft: number }

/**
 * Checks the user's latest verification code. A wrong code counts as an attempt, so call this in a
 * transaction that commits even when the answer is a refusal.
 */
export async function redeemVerificationCode(db: Database, userId: number, code: string, now = new Date()): Promise<CodeResult> {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'email_verification'), isNull(userTokens.usedAt)))
    .orderBy(desc(userTokens.id))
    .limit(1)
    .for('update')
  if (!row?.codeHash) return { ok: false, reason: 'missing' }
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' }
  if (row.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: 'exhausted' }
  if (!codeMatches(code, row.codeHash)) {
    const attempts = row.attempts + 1
    await db.update(userTokens).set({ attempts }).where(eq(userTokens.id, row.id))
    return attempts >= MAX_CODE_ATTEMPTS
      ? { ok: false, reason: 'exhausted' }
      : { ok: false, reason: 'wrong', attemptsLeft: MAX_CODE_ATTEMPTS - attempts }
  }
  await db.update(userTokens).set({ usedAt: now }).where(eq(userTokens.id, row.id))
  return { ok: true, token: row }
}
