// What the account flows share: their mails, and the one-time links those mails carry.
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { mailConfig, type ApiConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { userTokens, users } from '../db/schema/index.ts'
import { ApiError } from '../errors.ts'
import { checkLinkToken, createOneTimeToken, redeemLinkToken, type RedeemResult } from '../auth/one-time-tokens.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { verificationMail } from '../mail/templates/account.ts'
import { Refusal } from './refusal.ts'
import { findUserById, type User } from './users.ts'

export const siteLink = (config: ApiConfig, path: string, query: Record<string, string>) =>
  `${config.siteUrl}${path}?${new URLSearchParams(query).toString()}`

export const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Sends a fresh verification code and link to the user's current address. */
export async function sendVerification(db: Database, user: User, config: ApiConfig): Promise<void> {
  const issued = await createOneTimeToken(db, { userId: user.id, purpose: 'email_verification', email: user.email })
  await enqueueMail(db, [
    verificationMail(
      user,
      { code: issued.code!, url: siteLink(config, '/verification/', { token: issued.token }), expiresInMinutes: issued.expiresInMinutes },
      mailConfig(config),
    ),
  ])
}

const LINK_PROBLEMS = {
  email_verification: {
    invalid: 'Ссылка для подтверждения почты недействительна. Запросите новое письмо в личном кабинете.',
    expired: 'Ссылка для подтверждения почты устарела: она действует 10 минут. Запросите новое письмо в личном кабинете.',
    used: 'По этой ссылке почту уже подтвердили.',
  },
  password_reset: {
    invalid: 'Ссылка для смены пароля недействительна. Запросите новую.',
    expired: 'Ссылка для смены пароля устарела: она действует 60 минут. Запросите новую.',
    used: 'По этой ссылке пароль уже сменили. Если нужно сменить его снова, запросите новую ссылку.',
  },
  login_link: {
    invalid: 'Ссылка для входа недействительна. Запросите новую.',
    expired: 'Ссылка для входа устарела: она действует 15 минут. Запросите новую.',
    used: 'По этой ссылке уже входили: каждая ссылка работает один раз. Запросите новую.',
  },
} as const

export type LinkPurpose = keyof typeof LINK_PROBLEMS

/** A link that cannot be used: 422 with a reason a person understands, under the `token` field. */
export function linkProblem(purpose: LinkPurpose, reason: 'invalid' | 'expired' | 'used'): ApiError {
  const message = LINK_PROBLEMS[purpose][reason]
  return new ApiError(422, message, { token: [message] })
}

/**
 * Redeems a mailed link inside `tx` (or with `redeem: false` only checks it) and returns its user, as
 * long as the link went to the user's current address (a link sent before an email change proves
 * nothing about the new one).
 */
export async function userOfLink(tx: Database, purpose: LinkPurpose, token: string, { redeem = true } = {}): Promise<User | Refusal> {
  const result: RedeemResult = redeem ? await redeemLinkToken(tx, purpose, token) : await checkLinkToken(tx, purpose, token)
  if (!result.ok) return new Refusal(linkProblem(purpose, result.reason))
  const user = await findUserById(tx, result.token.userId, { forUpdate: redeem })
  if (!user || !sameAddress(user.email, result.token.email)) return new Refusal(linkProblem(purpose, 'invalid'))
  return user
}

/** A new password makes every mailed way in (reset and sign-in links) that is still unused stop working. */
export async function forgetSignInLinks(tx: Database, userId: number): Promise<void> {
  await tx
    .delete(userTokens)
    .where(and(eq(userTokens.userId, userId), inArray(userTokens.purpose, ['password_reset', 'login_link']), isNull(userTokens.usedAt)))
}

export async function markVerified(tx: Database, user: User): Promise<User> {
  if (user.emailVerifiedAt) return user
  const [updated] = await tx
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning()
  return updated!
}
