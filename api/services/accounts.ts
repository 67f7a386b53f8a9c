// The account flows: each runs in one transaction with the mails it sends, so a failure leaves no
// half-made account, no token without its mail and no mail without its token.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { ApiConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { mailOutbox, userTokens, users } from '../db/schema.ts'
import { ApiError } from '../errors.ts'
import {
  checkLinkToken,
  createOneTimeToken,
  ONE_TIME_TOKEN_MINUTES,
  redeemLinkToken,
  redeemVerificationCode,
  type RedeemResult,
} from '../auth/one-time-tokens.ts'
import { authenticateUser } from '../auth/login.ts'
import { hashPassword, verifyPassword } from '../auth/passwords.ts'
import { forgetAccountLimits, type FailedAttempts } from '../auth/rate-limits.ts'
import { revokeUserSessions, startSession } from '../auth/sessions.ts'
import { enqueueMail } from '../mail/outbox.ts'
import {
  accountDeletedMail,
  emailChangedMail,
  loginLinkMail,
  passwordChangedMail,
  passwordResetMail,
  registrationAttemptMail,
  verificationMail,
} from '../mail/templates/account.ts'
import { EMAIL_TAKEN_MESSAGE, findUserByEmail, findUserById, isEmailTaken, toProfile, type User } from './users.ts'
import type { Profile, TokenSet } from '#shared/contract/account.ts'

const mailConfig = (config: ApiConfig) => ({ siteUrl: config.siteUrl, agencyInbox: config.mail.agencyInbox })
const siteLink = (config: ApiConfig, path: string, query: Record<string, string>) =>
  `${config.siteUrl}${path}?${new URLSearchParams(query).toString()}`

const emailTaken = () => new ApiError(422, EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] })

/** Sends a fresh verification code and link to the user's current address. */
async function sendVerification(db: Database, user: User, config: ApiConfig): Promise<void> {
  const issued = await createOneTimeToken(db, { userId: user.id, purpose: 'email_verification', email: user.email })
  await enqueueMail(db, [
    verificationMail(
      user,
      { code: issued.code!, url: siteLink(config, '/verification/', { token: issued.token }), expiresInMinutes: issued.expiresInMinutes },
      mailConfig(config),
    ),
  ])
}

export interface Registration {
  name: string
  email: string
  phone?: string | undefined
  company?: string | undefined
  password: string
}

/** Tells the owner of an address that someone tried to register with it, when `mayMail` allows. */
async function remindOwner(db: Database, owner: User, config: ApiConfig, mayMail: () => Promise<boolean>): Promise<void> {
  if (!(await mayMail())) return
  await enqueueMail(db, [registrationAttemptMail(owner, mailConfig(config))])
}

/**
 * Registration, which says nothing about whether the address has an account: a new address gets an
 * unverified account and a mail with a code and a link; an address that has one gets a mail telling
 * its owner how to sign in (as long as `mayMailOwner` allows another mail to it), and nothing else
 * changes. Nobody is signed in: the code from the mail finishes a registration (confirmRegistration).
 * The password is hashed either way, so the time taken does not tell the two apart either.
 */
export async function register(
  db: Database,
  input: Registration,
  { config, mayMailOwner }: { config: ApiConfig; mayMailOwner: () => Promise<boolean> },
): Promise<void> {
  const passwordHash = await hashPassword(input.password)
  const owner = await findUserByEmail(db, input.email)
  if (owner) return remindOwner(db, owner, config, mayMailOwner)
  try {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, phone: input.phone ?? null, company: input.company ?? null, passwordHash })
        .returning()
      await sendVerification(tx, user!, config)
    })
  } catch (error) {
    if (!isEmailTaken(error)) throw error
    // Another registration of the same address won the race: its owner is whoever registered first.
    const winner = await findUserByEmail(db, input.email)
    if (winner) await remindOwner(db, winner, config, mayMailOwner)
  }
}

/**
 * Finishes a registration: the address, the password chosen for it and the code mailed to it verify
 * the address and sign the person in. Undefined when anything does not fit, whatever it was (no such
 * account, a wrong password, no code, a wrong, used or old code, an address already verified), so
 * the answer tells nothing about accounts; a wrong code still counts against its attempts. The
 * password is asked for too, so that someone who registered an address before its owner did cannot
 * have the owner confirm, and then use, an account whose password they know.
 */
export async function confirmRegistration(
  db: Database,
  input: { email: string; password: string; code: string },
  { clientId, config }: { clientId: string; config: ApiConfig },
): Promise<TokenSet | undefined> {
  const user = await authenticateUser(db, input.email, input.password)
  if (!user) return undefined
  return db.transaction(async (tx) => {
    const current = await findUserById(tx, user.id, { forUpdate: true })
    if (!current || current.emailVerifiedAt) return undefined
    // A refusal returns rather than throws, so that a wrong code's attempt is committed.
    const result = await redeemVerificationCode(tx, current.id, input.code)
    if (!result.ok) return undefined
    await markVerified(tx, current)
    return startSession(tx, { clientId, userId: current.id, tokens: config.tokens })
  })
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

type LinkPurpose = keyof typeof LINK_PROBLEMS

/** A link that cannot be used: 422 with a reason a person understands, under the `token` field. */
function linkProblem(purpose: LinkPurpose, reason: 'invalid' | 'expired' | 'used'): ApiError {
  const message = LINK_PROBLEMS[purpose][reason]
  return new ApiError(422, message, { token: [message] })
}

/**
 * Redeems a mailed link inside `tx` (or with `redeem: false` only checks it) and returns its user, as
 * long as the link went to the user's current address (a link sent before an email change proves
 * nothing about the new one).
 */
async function userOfLink(
  tx: Database,
  purpose: LinkPurpose,
  token: string,
  { redeem = true } = {},
): Promise<User | { problem: ApiError }> {
  const result: RedeemResult = redeem ? await redeemLinkToken(tx, purpose, token) : await checkLinkToken(tx, purpose, token)
  if (!result.ok) return { problem: linkProblem(purpose, result.reason) }
  const user = await findUserById(tx, result.token.userId, { forUpdate: redeem })
  if (!user || user.email.toLowerCase() !== result.token.email.toLowerCase()) return { problem: linkProblem(purpose, 'invalid') }
  return user
}

/** A new password makes every mailed way in (reset and sign-in links) that is still unused stop working. */
async function forgetSignInLinks(tx: Database, userId: number): Promise<void> {
  await tx
    .delete(userTokens)
    .where(and(eq(userTokens.userId, userId), inArray(userTokens.purpose, ['password_reset', 'login_link']), isNull(userTokens.usedAt)))
}

async function markVerified(tx: Database, user: User): Promise<User> {
  if (user.emailVerifiedAt) return user
  const [updated] = await tx
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning()
  return updated!
}

/** Verifies the address by the link from the mail. */
export async function verifyEmailByLink(db: Database, token: string): Promise<Profile> {
  const outcome = await db.transaction(async (tx) => {
    const user = await userOfLink(tx, 'email_verification', token)
    return 'problem' in user ? user : toProfile(await markVerified(tx, user))
  })
  if ('problem' in outcome) throw outcome.problem
  return outcome
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
    if (!user) return { problem: new ApiError(401, 'Войдите в личный кабинет, чтобы продолжить.') }
    if (user.emailVerifiedAt) return toProfile(user)
    const result = await redeemVerificationCode(tx, userId, code)
    if (result.ok) return toProfile(await markVerified(tx, user))
    const message = result.reason === 'wrong' ? `Неверный код. Осталось попыток: ${result.attemptsLeft}.` : CODE_PROBLEMS[result.reason]
    return { problem: new ApiError(422, message, { code: [message] }) }
  })
  if ('problem' in outcome) throw outcome.problem
  return outcome
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

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The user a reset link is for, when it goes with the address it was mailed to; throws the problem otherwise. */
async function resetLinkUser(tx: Database, input: { token: string; email: string }, { redeem }: { redeem: boolean }): Promise<User> {
  const user = await userOfLink(tx, 'password_reset', input.token, { redeem })
  if ('problem' in user) throw user.problem
  if (!sameAddress(user.email, input.email)) throw linkProblem('password_reset', 'invalid')
  return user
}

export const RESET_LINK_UNUSABLE = `Ссылка для смены пароля недействительна или устарела: каждая ссылка работает один раз и не дольше ${ONE_TIME_TOKEN_MINUTES.password_reset} минут. Запросите новую — это займёт минуту.`

/**
 * Whether a reset link (its token with the address it was mailed to) can be used now, so the screen
 * can say so before asking for a password; the link stays unused. Every refusal reads the same
 * (unknown address, wrong token, used, expired, replaced by a newer link), so the answer tells
 * nothing about accounts or links.
 */
export async function checkResetLink(db: Database, input: { token: string; email: string }): Promise<void> {
  const user = await userOfLink(db, 'password_reset', input.token, { redeem: false })
  if ('problem' in user || !sameAddress(user.email, input.email)) {
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

/** Signs in by a mailed link; following it also proves the address. */
export async function loginByToken(
  db: Database,
  token: string,
  { clientId, config }: { clientId: string; config: ApiConfig },
): Promise<TokenSet> {
  const outcome = await db.transaction(async (tx) => {
    const user = await userOfLink(tx, 'login_link', token)
    if ('problem' in user) return user
    await markVerified(tx, user)
    return startSession(tx, { clientId, userId: user.id, tokens: config.tokens })
  })
  if ('problem' in outcome) throw outcome.problem
  return outcome
}

export interface ProfileChanges {
  name?: string | undefined
  /** Null clears it. */
  phone?: string | null | undefined
  company?: string | null | undefined
  email?: string | undefined
  password?: string | undefined
  current_password?: string | undefined
}

const WRONG_CURRENT_PASSWORD = 'Текущий пароль указан неверно.'
const CURRENT_PASSWORD_NEEDED = 'Введите текущий пароль: без него нельзя сменить почту или пароль.'

/**
 * Edits the profile. A new address must be verified again; a new address or password needs the
 * current password, and a new password ends every other session.
 */
export async function updateProfile(
  db: Database,
  { userId, sessionId }: { userId: number; sessionId: number },
  changes: ProfileChanges,
  { config, currentPasswordAttempts }: { config: ApiConfig; currentPasswordAttempts: FailedAttempts },
): Promise<Profile> {
  const current = await findUserById(db, userId)
  if (!current) throw new ApiError(401, 'Войдите в личный кабинет, чтобы продолжить.')
  const emailChanges = changes.email !== undefined && changes.email.toLowerCase() !== current.email.toLowerCase()
  if (emailChanges || changes.password !== undefined) {
    if (!changes.current_password) throw new ApiError(422, CURRENT_PASSWORD_NEEDED, { current_password: [CURRENT_PASSWORD_NEEDED] })
    // Whoever holds a stolen session must not get to guess the password behind it.
    await currentPasswordAttempts.count()
    if (!(await verifyPassword(current.passwordHash, changes.current_password))) {
      throw new ApiError(422, WRONG_CURRENT_PASSWORD, { current_password: [WRONG_CURRENT_PASSWORD] })
    }
    await currentPasswordAttempts.succeeded()
  }
  if (emailChanges && (await findUserByEmail(db, changes.email!))) throw emailTaken()
  const passwordHash = changes.password === undefined ? undefined : await hashPassword(changes.password)

  try {
    return await db.transaction(async (tx) => {
      const now = new Date()
      const [user] = await tx
        .update(users)
        .set({
          name: changes.name,
          phone: changes.phone,
          company: changes.company,
          ...(emailChanges ? { email: changes.email, emailVerifiedAt: null } : {}),
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, userId))
        .returning()
      if (emailChanges) {
        await enqueueMail(tx, [emailChangedMail(current, { newEmail: user!.email, at: now }, mailConfig(config))])
        await sendVerification(tx, user!, config)
      }
      if (passwordHash) {
        await forgetSignInLinks(tx, userId)
        await revokeUserSessions(tx, userId, { except: sessionId, now })
        await enqueueMail(tx, [passwordChangedMail(user!, { at: now, via: 'profile' }, mailConfig(config))])
      }
      return toProfile(user!)
    })
  } catch (error) {
    if (isEmailTaken(error)) throw emailTaken()
    throw error
  }
}

/**
 * Deletes the account: the user, and with them (by cascade) every session, token and one-time
 * link, and the rate-limit counters keyed by the address or the user. Account mails to the address,
 * sent or not, go too; a last one confirms the deletion, and the sender forgets it once it is sent.
 */
export async function deleteAccount(db: Database, userId: number, config: ApiConfig): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserById(tx, userId, { forUpdate: true })
    if (!user) return
    await tx
      .delete(mailOutbox)
      .where(and(eq(sql`lower(${mailOutbox.to})`, user.email.toLowerCase()), sql`${mailOutbox.kind} like 'account.%'`))
    await forgetAccountLimits(tx, { email: user.email, userId })
    await tx.delete(users).where(eq(users.id, userId))
    await enqueueMail(tx, [accountDeletedMail(user, mailConfig(config))])
  })
}
