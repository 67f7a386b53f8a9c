// A forgotten password: the mailed reset link, checked and then used once.
import { eq } from 'drizzle-orm'
import { mailConfig, type ApiConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import { ApiError } from '../errors.ts'
import { createOneTimeToken, ONE_TIME_TOKEN_MINUTES } from '../auth/one-time-tokens.ts'
import { hashPassword } from '../auth/passwords.ts'
import { revokeUserSessions } from '../auth/sessions.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { passwordChangedMail, passwordResetMail } from '../mail/templates/account.ts'
import { forgetSignInLinks, linkProblem, sameAddress, siteLink, userOfLink } from './mailed-links.ts'
import { Refusal, unlessRefused } from './refusal.ts'
import { findUserByEmail, type User } from './users.ts'

/** Mails a password reset link when the account exists; says nothing either way. */
export async function requestPasswordReset(db: Database, email: string, config: ApiConfig): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email)
    if (!user) return
    const issued = await createOneTimeToken(tx, { userId: user.id, purpose: 'password_reset', email: user.email })
    const url = siteLink(config, '/password/reset/', { token: issued.token, email: user.email })
    await enqueueMail(tx, [passwordResetMail(user, { url, expiresInMinutes: issued.expiresInMinutes }, mailConfig(config))])
  })
}

/** The user a reset link is for, when it goes with the address it was mailed to; throws the refusal otherwise. */
async function resetLinkUser(tx: Database, input: { token: string; email: string }, { redeem }: { redeem: boolean }): Promise<User> {
  const user = unlessRefused(await userOfLink(tx, 'password_reset', input.token, { redeem }))
  if (!sameAddress(user.email, input.email)) throw linkProblem('password_reset', 'invalid')
  return user
}

const RESET_LINK_UNUSABLE = `Ссылка для смены пароля недействительна или устарела: каждая ссылка работает один раз и не дольше ${ONE_TIME_TOKEN_MINUTES.password_reset} минут. Запросите новую — это займёт минуту.`

/**
 * Whether a reset link (its token with the address it was mailed to) can be used now, so the screen
 * can say so before asking for a password; the link stays unused. Every refusal reads the same
 * (unknown address, wrong token, used, expired, replaced by a newer link), so the answer tells
 * nothing about accounts or links.
 */
export async function checkResetLink(db: Database, input: { token: string; email: string }): Promise<void> {
  const user = await userOfLink(db, 'password_reset', input.token, { redeem: false })
  if (user instanceof Refusal || !sameAddress(user.email, input.email)) {
    throw new ApiError(422, RESET_LINK_UNUSABLE, { token: [RESET_LINK_UNUSABLE] })
  }
}

/**
 * Sets a new password from a reset link: the link proves the mailbox, and every session ends. A
 * refused reset leaves the link unused (its transaction is rolled back), so a typo costs no new mail.
 */
export async function resetPassword(
  db: Database,
  input: { token: string; email: string; password: string },
  config: ApiConfig,
): Promise<void> {
  // The link is checked before the slow hashing, so that a bad link costs the server next to nothing.
  await resetLinkUser(db, input, { redeem: false })
  const passwordHash = await hashPassword(input.password)
  await db.transaction(async (tx) => {
    // Checked again as it is used: another request may have used it in the meantime.
    const user = await resetLinkUser(tx, input, { redeem: true })
    const now = new Date()
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, user.id))
    await forgetSignInLinks(tx, user.id)
    await revokeUserSessions(tx, user.id, { now })
    await enqueueMail(tx, [passwordChangedMail(user, { at: now, via: 'reset' }, mailConfig(config))])
  })
}
