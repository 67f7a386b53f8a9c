// Verifying an address: by the mailed link, by the mailed code, and mailing them again.
import type { ApiConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { ApiError } from '../errors.ts'
import { redeemVerificationCode } from '../auth/one-time-tokens.ts'
import { markVerified, sendVerification, userOfLink } from './mailed-links.ts'
import { Refusal, unlessRefused } from './refusal.ts'
import { findUserById, toProfile, type Profile } from './users.ts'

/** Verifies the address by the link from the mail. */
export async function verifyEmailByLink(db: Database, token: string): Promise<Profile> {
  const outcome = await db.transaction(async (tx) => {
    const user = await userOfLink(tx, 'email_verification', token)
    return user instanceof Refusal ? user : toProfile(await markVerified(tx, user))
  })
  return unlessRefused(outcome)
}

const CODE_PROBLEMS = {
  missing: 'Код не найден: запросите новый.',
  expired: 'Код устарел: он действует 10 минут. Запросите новый.',
  exhausted: 'Слишком много неверных попыток. Запросите новый код.',
} as const

/** Verifies the signed-in user's address by the 6-digit code; wrong codes are counted even though they fail. */
export async function verifyEmailByCode(db: Database, userId: number, code: string): Promise<Profile> {
  const outcome = await db.transaction(async (tx) => {
    const user = await findUserById(tx, userId, { forUpdate: true })
    if (!user) return new Refusal(new ApiError(401, 'Войдите в личный кабинет, чтобы продолжить.'))
    if (user.emailVerifiedAt) return toProfile(user)
    const result = await redeemVerificationCode(tx, userId, code)
    if (result.ok) return toProfile(await markVerified(tx, user))
    const message = result.reason === 'wrong' ? `Неверный код. Осталось попыток: ${result.attemptsLeft}.` : CODE_PROBLEMS[result.reason]
    return new Refusal(new ApiError(422, message, { code: [message] }))
  })
  return unlessRefused(outcome)
}

/** Sends the verification mail again; false when there is nothing to verify. */
export async function resendVerification(db: Database, userId: number, config: ApiConfig): Promise<boolean> {
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, userId, { forUpdate: true })
    if (!user || user.emailVerifiedAt) return false
    await sendVerification(tx, user, config)
    return true
  })
}
