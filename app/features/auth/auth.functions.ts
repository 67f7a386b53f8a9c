import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { validInput } from '#app/lib/server-fn/input.ts'
import { clearSessionCookies, writeSessionCookies } from '#app/lib/session/cookies.server.ts'
import { endSession, requestTokens, SessionEndedError, withUserToken } from '#app/lib/session/session.server.ts'
import { api } from '#app/lib/api/api.server.ts'
import { safeInternalPath } from '#app/lib/navigation/safe-navigation.ts'
import { formAction } from '#app/lib/server-fn/form-action.server.ts'
import { asGuest, signInAction, tokensAsGuest } from './auth.server.ts'
import { withSecondFactor } from './second-factor.server.ts'

// The account's actions: signing in and out, registration, password recovery, email verification.
// Only the screens that use them load them (the session reads every page needs are in session.functions.ts).

// Inputs are only shaped here; the API checks every rule and answers in words for people.
const text = (max = 1000) => v.pipe(v.string(), v.maxLength(max))

/** A guest's request that the API answers in words for the person (a mail is on its way). */
const guestAction = (action: string, path: '/v1/register' | '/v1/password/forgot' | '/v1/login-links', body: Record<string, unknown>) =>
  formAction(action, async () => (await asGuest(path, body)).message)

/** The code of the second factor, for an account that has one: six digits from the app, or a recovery code. */
const secondFactorCode = v.optional(text(32))

const SIGNED_IN = 'Вы вошли в личный кабинет.'

/**
 * Signs in with email and password (the password grant with the site's client credentials). An
 * account with a second factor answers `second-factor` first; the browser then sends the same email
 * and password again with the code (`otp`), which the server never hands back.
 */
export const logIn = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ email: text(), password: text(), otp: secondFactorCode })))
  .handler(({ data: { email, password, otp } }) =>
    formAction('login', async () => {
      const grant = { grant_type: 'password', username: email.trim(), password, ...(otp ? { otp } : {}) }
      writeSessionCookies(await withSecondFactor(otp, () => requestTokens(grant)))
      return SIGNED_IN
    }),
  )

/**
 * Registers. The answer is the same whether or not the address has an account (the API mails a code
 * and a link for a new one, a reminder to the owner of a known one), and nobody is signed in yet.
 */
export const registerAccount = createServerFn({ method: 'POST' })
  .validator(
    validInput(
      v.object({
        name: text(),
        email: text(),
        phone: text(),
        company: text(),
        password: text(),
        password_confirmation: text(),
        consent: v.boolean(),
      }),
    ),
  )
  .handler(({ data }) => guestAction('register', '/v1/register', data))

/**
 * Finishes a registration with the code from the mail (and the address and password just typed):
 * the address is verified and the person signed in, in place of any session this browser had.
 */
export const confirmRegistration = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ email: text(), password: text(), code: text(20) })))
  .handler(({ data }) => signInAction('register-confirm', () => tokensAsGuest('/v1/register/confirm', data), 'Почта подтверждена.'))

/** Signs out here and at the API. */
export const logOut = createServerFn({ method: 'POST' }).handler(() => endSession())

/** Mails a password reset link; the same answer whether or not the account exists. */
export const requestPasswordReset = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ email: text() })))
  .handler(({ data }) => guestAction('password-forgot', '/v1/password/forgot', data))

/** Sets a new password from the mailed link; the API ends every session of the account. */
export const resetPassword = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ token: text(), email: text(), password: text(), password_confirmation: text() })))
  .handler(({ data }) =>
    formAction('password-reset', async () => {
      const answer = await asGuest('/v1/password/reset', data)
      clearSessionCookies()
      return answer.message
    }),
  )

/**
 * Mails a one-time sign-in link; the same answer whether or not the account exists. The link leads
 * back to `redirect` (a path on this site; anything else is left out).
 */
export const requestLoginLink = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ email: text(), redirect: v.optional(text()) })))
  .handler(({ data }) => {
    const redirect = safeInternalPath(data.redirect)
    const body = redirect === null ? { email: data.email } : { email: data.email, redirect }
    return guestAction('login-link', '/v1/login-links', body)
  })

/**
 * Signs in by the token of a mailed link. A person who was signed in already gets the new session in
 * place of the old one, which is ended at the API too (best effort); a link that fails leaves it alone.
 * An account with a second factor answers `second-factor` first (the link stays usable), and the
 * link goes again with the code (`otp`).
 */
export const logInByToken = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ token: text(), otp: secondFactorCode })))
  .handler(({ data }) =>
    signInAction('login-by-token', () => withSecondFactor(data.otp, () => tokensAsGuest('/v1/login-by-token', data)), SIGNED_IN),
  )

// With the user's token the API limits guesses of codes and links per account (a user's token
// cannot vouch for the visitor's address); as a guest's, per the address the site forwards.
const verifyAsUser = (body: { code: string } | { token: string }) =>
  withUserToken((token) => api('/v1/email/verify', { method: 'POST', body, token }))

/** A link needs no session: without one (or with one that has just ended), it is checked as a guest's. */
async function verifyLink(body: { token: string }): Promise<{ message: string }> {
  try {
    return await verifyAsUser(body)
  } catch (error) {
    if (!(error instanceof SessionEndedError)) throw error
    return asGuest('/v1/email/verify', body)
  }
}

/**
 * Verifies the email by the code (signed-in user) or by the mailed link (anyone holding it: the
 * link may be opened in another browser).
 */
export const verifyEmail = createServerFn({ method: 'POST' })
  .validator(validInput(v.union([v.object({ code: text(20) }), v.object({ token: text() })])))
  .handler(({ data }) =>
    formAction('verify-email', async () => ('code' in data ? await verifyAsUser(data) : await verifyLink(data)).message),
  )

/** Sends the verification mail again (throttled by the API). */
export const resendVerification = createServerFn({ method: 'POST' }).handler(() =>
  formAction('resend-verification', () =>
    withUserToken(async (token) => (await api('/v1/email/verification-notification', { method: 'POST', token })).message),
  ),
)
