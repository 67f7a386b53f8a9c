// The staff's second factor: a TOTP authenticator app (RFC 6238), with one-time recovery codes for a
// lost phone.
import { randomBytes } from 'node:crypto'
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Context } from 'hono'
import { Secret, TOTP } from 'otpauth'
import type { ApiEnv } from '../context.ts'
import type { Database } from '../db/client.ts'
import { recoveryCodes, staffTotp } from '../db/schema/index.ts'
import { ApiError } from '../errors.ts'
import { failedAttempts } from './rate-limits.ts'
import { hashToken } from './secrets.ts'
import { agency } from '#shared/company.ts'

const PERIOD_SECONDS = 30
/** A code of the step before or after is accepted too: a phone's clock may be half a minute off. */
const WINDOW = 1
const RECOVERY_CODE_COUNT = 10

const totp = (secret: string, email: string) =>
  new TOTP({ issuer: agency.name, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) })

/** `abcde-fghij`: 50 random bits each, easy to read out and type. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789'
  const letters = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length])
  return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`
}

const normalizeRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/\s+/g, '')

/** Whether this person signs in with a second factor. */
export async function hasSecondFactor(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ enabledAt: staffTotp.enabledAt }).from(staffTotp).where(eq(staffTotp.userId, userId))
  return Boolean(row?.enabledAt)
}

/**
 * Starts (or starts again) enrolling an authenticator app: a fresh secret, waiting for its first
 * code. Refused while one is on: it is turned off first, on purpose.
 */
export async function beginEnrolment(db: Database, user: { id: number; email: string }): Promise<{ secret: string; uri: string }> {
  if (await hasSecondFactor(db, user.id)) {
    throw new ApiError(409, 'Вход по коду из приложения уже включён. Чтобы привязать другое приложение, сначала отключите его.')
  }
  const secret = new Secret({ size: 20 }).base32
  await db
    .insert(staffTotp)
    .values({ userId: user.id, secret })
    .onConflictDoUpdate({ target: staffTotp.userId, set: { secret, enabledAt: null, lastUsedStep: null, createdAt: new Date() } })
  return { secret, uri: totp(secret, user.email).toString() }
}

const WRONG_CODE = 'Код не подошёл. Введите шесть цифр, которые сейчас показывает приложение.'

/** The time step a valid code belongs to, or null. */
function stepOf(secret: string, email: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = totp(secret, email).validate({ token: code, timestamp: now, window: WINDOW })
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta
}

/**
 * Spends the step a code belongs to: a conditional update, so a code seen twice (replayed, or sent
 * twice at once) works only the first time.
 */
async function spendStep(db: Database, userId: number, step: number): Promise<boolean> {
  const spent = await db
    .update(staffTotp)
    .set({ lastUsedStep: step })
    .where(and(eq(staffTotp.userId, userId), or(isNull(staffTotp.lastUsedStep), lt(staffTotp.lastUsedStep, step))))
    .returning({ userId: staffTotp.userId })
  return spent.length > 0
}

/** New recovery codes (the old ones stop working); shown to the person once, kept only as hashes. */
export async function replaceRecoveryCodes(db: Database, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashToken(code) })))
  return codes
}

/** Finishes enrolment with the app's first code; answers the recovery codes. */
export async function confirmEnrolment(
  db: Database,
  user: { id: number; email: string },
  code: string,
  now = Date.now(),
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffTotp).where(eq(staffTotp.userId, user.id)).for('update')
    if (!row || row.enabledAt) throw new ApiError(409, 'Начните подключение приложения заново.')
    const step = stepOf(row.secret, user.email, code.trim(), now)
    if (step === null) throw new ApiError(422, WRONG_CODE, { code: [WRONG_CODE] })
    await tx
      .update(staffTotp)
      .set({ enabledAt: new Date(now), lastUsedStep: step })
      .where(eq(staffTotp.userId, user.id))
    return replaceRecoveryCodes(tx as unknown as Database, user.id)
  })
}

/** Turns the second factor off: the secret and every recovery code are gone. */
export async function disableSecondFactor(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(staffTotp).where(eq(staffTotp.userId, userId))
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
  })
}

/**
 * Checks the second factor at sign-in: a current code from the app (each works once) or an unused
 * recovery code (then it is used up). False for anything else.
 */
async function verifySecondFactor(db: Database, user: { id: number; email: string }, code: string, now = Date.now()): Promise<boolean> {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.userId, user.id))
  if (!row?.enabledAt) return false
  const step = stepOf(row.secret, user.email, code.trim(), now)
  if (step !== null) return spendStep(db, user.id, step)
  const recovery = normalizeRecoveryCode(code)
  if (!/^[a-z2-9]{5}-[a-z2-9]{5}$/.test(recovery)) return false
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(and(eq(recoveryCodes.userId, user.id), eq(recoveryCodes.codeHash, hashToken(recovery)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id })
  return used.length > 0
}

/** How many recovery codes are left unused (the staff profile warns when few remain). */
export async function recoveryCodesLeft(db: Database, userId: number): Promise<number> {
  const rows = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
  return rows.length
}

export const CODE_NEEDED = 'Введите код из приложения-аутентификатора или один из резервных кодов.'
export const CODE_WRONG = 'Код не подошёл. Проверьте время на телефоне и введите код, который приложение показывает сейчас.'

/**
 * The second step of a sign-in for an account that has a second factor: `needed` when no code came
 * (the client asks for one and tries again), `wrong` for a code that does not work. Wrong codes are
 * limited per account (5 in 15 minutes) whatever the IP, since the password is already known.
 */
export async function secondFactorStep(
  c: Context<ApiEnv>,
  user: { id: number; email: string },
  code: string | undefined,
): Promise<'passed' | 'needed' | 'wrong'> {
  if (!(await hasSecondFactor(c.var.db, user.id))) return 'passed'
  if (!code) return 'needed'
  const attempts = failedAttempts(c, c.var.limiters.secondFactor, `user:${user.id}`, {
    message: 'Слишком много неверных кодов.',
    onSuccess: 'refund',
  })
  await attempts.count()
  if (!(await verifySecondFactor(c.var.db, user, code))) return 'wrong'
  await attempts.succeeded()
  return 'passed'
}
