// Signing in by a mailed one-time link.
import { mailConfig, type ApiConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { createOneTimeToken } from '../auth/one-time-tokens.ts'
import { CODE_NEEDED, CODE_WRONG } from '../auth/second-factor.ts'
import { ApiError } from '../errors.ts'
import type { SignInVisitor } from '../auth/devices.ts'
import { startSession } from '../auth/sessions.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { loginLinkMail } from '../mail/templates/account.ts'
import { markVerified, siteLink, userOfLink } from './mailed-links.ts'
import { Refusal, unlessRefused } from './refusal.ts'
import { findUserByEmail, type User } from './users.ts'
import type { TokenSet } from '#shared/contract/account.ts'

/**
 * Mails a one-time sign-in link when the account exists; says nothing either way. `redirect` is a
 * path on the site the link leads to after signing in (where the person was going).
 */
export async function requestLoginLink(
  db: Database,
  request: { email: string; redirect?: string | undefined },
  config: ApiConfig,
): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, request.email)
    if (!user) return
    const issued = await createOneTimeToken(tx, { userId: user.id, purpose: 'login_link', email: user.email })
    const url = siteLink(config, '/login-by-token/', { token: issued.token, ...(request.redirect ? { redirect: request.redirect } : {}) })
    await enqueueMail(tx, [loginLinkMail(user, { url, expiresInMinutes: issued.expiresInMinutes }, mailConfig(config))])
  })
}

/** What the second step of a sign-in says of a code (see api/auth/second-factor.ts). */
export type SecondFactorCheck = (user: User) => Promise<'passed' | 'needed' | 'wrong'>

/**
 * Signs in by a mailed link; following it also proves the address. An account with a second factor
 * needs its code too: the link is checked first and spent only once the code has passed, so a
 * missing or mistyped code leaves the link working.
 */
export async function loginByToken(
  db: Database,
  token: string,
  {
    clientId,
    config,
    visitor,
    secondFactor,
  }: { clientId: string; config: ApiConfig; visitor: SignInVisitor; secondFactor: SecondFactorCheck },
): Promise<TokenSet> {
  const holder = unlessRefused(await userOfLink(db, 'login_link', token, { redeem: false }))
  const step = await secondFactor(holder)
  if (step !== 'passed') {
    const message = step === 'needed' ? CODE_NEEDED : CODE_WRONG
    throw new ApiError(422, message, { otp: [message] })
  }
  const outcome = await db.transaction(async (tx) => {
    const user = await userOfLink(tx, 'login_link', token)
    if (user instanceof Refusal) return user
    await markVerified(tx, user)
    return startSession(tx, { clientId, userId: user.id, config, visitor })
  })
  return unlessRefused(outcome)
}
