// Account endpoints for guests and the freshly registered: registration, email verification,
// password reset and sign-in links. Called by the site with its client token (or the user's).
import { Hono } from 'hono'
import * as v from 'valibot'
import { AcceptablePassword } from '../auth/passwords.ts'
import { consumeLimit, countPastLimit, failedAttempts, loginKey } from '../auth/rate-limits.ts'
import { requireToken } from '../auth/require-token.ts'
import { requireUser, userOf } from '../auth/require-user.ts'
import { visitorOfSignIn } from '../auth/devices.ts'
import type { ApiEnv } from '../context.ts'
import { limitBody, readFields } from '../http/body.ts'
import { clientIp, requestMeta } from '../http/client-ip.ts'
import { inUniformTime } from '../http/uniform-time.ts'
import { resendVerification, verifyEmailByCode, verifyEmailByLink } from '../services/email-verification.ts'
import { secondFactorStep } from '../auth/second-factor.ts'
import { loginByToken, requestLoginLink } from '../services/login-links.ts'
import { checkResetLink, requestPasswordReset, resetPassword } from '../services/password-reset.ts'
import { confirmRegistration, register } from '../services/registration.ts'
import { ApiError } from '../errors.ts'
import { parseInput } from '../validation.ts'
import { CompanyRule, ConsentRule, EmailRule, NameRule, optionalText, requiredText } from '#shared/contract/fields.ts'
import { withMatchingPasswords } from '#shared/contract/passwords.ts'
import { PhoneRule } from '#shared/contract/phone.ts'
import { safeInternalPath } from '#shared/return-path.ts'

/** A new password typed twice. */
const passwordPair = {
  password: AcceptablePassword,
  password_confirmation: v.optional(v.string(), ''),
}

const RegisterSchema = withMatchingPasswords(
  v.object({
    name: NameRule,
    email: EmailRule,
    phone: optionalText(PhoneRule),
    company: optionalText(CompanyRule),
    ...passwordPair,
    consent: ConsentRule,
  }),
)

/** The six digits of a verification mail, as people copy them («123 456» and «123-456» too). */
const CodeField = v.pipe(
  v.string('Введите код из письма.'),
  v.transform((value) => value.replace(/[\s-]/g, '')),
  v.nonEmpty('Введите код из письма.'),
  v.regex(/^\d{6}$/, 'Код — это 6 цифр из письма.'),
)

const ConfirmRegistrationSchema = v.object({
  email: EmailRule,
  password: v.pipe(v.string('Введите пароль.'), v.nonEmpty('Введите пароль.'), v.maxLength(1024, 'Пароль слишком длинный.')),
  code: CodeField,
})

const LinkTokenField = v.pipe(requiredText('Ссылка неполная: откройте её из письма целиком.'), v.maxLength(200, 'Ссылка повреждена.'))

const VerifySchema = v.pipe(
  v.object({
    code: v.optional(v.pipe(v.string('Введите код из письма.'), v.trim(), v.regex(/^\d{6}$/, 'Код — это 6 цифр из письма.'))),
    token: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200, 'Ссылка повреждена.'))),
  }),
  v.forward(
    v.check((input) => Boolean(input.code || input.token), 'Введите код из письма.'),
    ['code'],
  ),
)

const EmailOnlySchema = v.object({ email: EmailRule })

/**
 * Where the mailed sign-in link leads after signing in: a path on the site ('/see-also-cards/'),
 * never another site ('//host', '/\\host', '/.//host') nor a scheme. The rule is the site's own
 * (shared/return-path.ts), and the path is kept as that rule normalises it.
 */
const ReturnPathField = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const path = safeInternalPath(dataset.value)
      if (path !== null) return path
      addIssue({ message: 'Адрес возврата должен вести на этот сайт.' })
      return NEVER
    }),
  ),
)

const LoginLinkSchema = v.object({ email: EmailRule, redirect: ReturnPathField })

const ResetSchema = withMatchingPasswords(v.object({ token: LinkTokenField, email: EmailRule, ...passwordPair }))

/**
 * A reset link as it came: the address is not checked for its form, since a damaged one simply
 * does not match and gets the same answer as any other link that cannot be used.
 */
const ResetCheckSchema = v.object({
  token: LinkTokenField,
  email: v.pipe(requiredText('Ссылка неполная: откройте её из письма целиком.'), v.maxLength(254, 'Ссылка повреждена.')),
})

const LoginByTokenSchema = v.object({
  token: LinkTokenField,
  /** The second factor's code, for an account that has one. */
  otp: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32))),
})

/**
 * Registration answers no sooner than this after it began. Both branches hash the password (the
 * slow step, tens of milliseconds); the floor covers what is left (a new account writes three rows,
 * a known address one mail), with room for a busy server.
 */
const REGISTRATION_MS = 500

const REGISTERED = 'Проверьте почту: мы отправили письмо, чтобы завершить регистрацию.'
const CODE_DOES_NOT_FIT = 'Код не подошёл. Проверьте почту, пароль и код из последнего письма — или откройте ссылку из него.'

/**
 * Requests for reset and sign-in links answer no sooner than this after they began, so that how
 * long they take does not tell whether the account exists.
 */
const LINK_REQUEST_MS = 400

const SMALL_BODY = limitBody(16 * 1024, 'Запрос слишком большой.')

export const accountRoutes = new Hono<ApiEnv>()
  .post('/register', requireToken, SMALL_BODY, async (c) => {
    const input = parseInput(RegisterSchema, await readFields(c))
    await consumeLimit(c, c.var.limiters.register, clientIp(c), 'Слишком много регистраций с вашего адреса.')
    // The same answer, in the same time, whether or not the address has an account; its owner gets
    // a mail instead (within the mails an address may get, quietly skipped past them).
    const mayMailOwner = async () => !(await countPastLimit(c.var.limiters.accountMailPerEmail, input.email))
    const meta = requestMeta(c)
    await inUniformTime(REGISTRATION_MS, () => register(c.var.db, input, { config: c.var.config, mayMailOwner, meta }))
    return c.json({ message: REGISTERED }, 202)
  })
  .post('/register/confirm', requireToken, SMALL_BODY, async (c) => {
    const input = parseInput(ConfirmRegistrationSchema, await readFields(c))
    const ip = clientIp(c)
    // A code and a password at once: guesses of either are limited as they are elsewhere.
    await consumeLimit(c, c.var.limiters.linkUse, ip)
    const attempt = failedAttempts(c, c.var.limiters.login, loginKey(input.email, ip), {
      message: 'Слишком много неудачных попыток.',
      onSuccess: 'reset',
    })
    await attempt.count()
    const tokens = await confirmRegistration(c.var.db, input, {
      clientId: c.var.identity!.clientId,
      config: c.var.config,
      visitor: visitorOfSignIn(c),
    })
    if (!tokens) throw new ApiError(422, CODE_DOES_NOT_FIT, { code: [CODE_DOES_NOT_FIT] })
    await attempt.succeeded()
    c.header('Cache-Control', 'no-store')
    return c.json(tokens)
  })
  .post('/email/verify', requireToken, SMALL_BODY, async (c) => {
    const input = parseInput(VerifySchema, await readFields(c))
    // A signed-in user's guesses count against their account: their own token cannot say who the
    // visitor is (clientIp), and in the site's process every such call would share one address.
    const userId = c.var.identity?.userId
    await consumeLimit(c, c.var.limiters.linkUse, userId == null ? clientIp(c) : `user:${userId}`)
    if (input.code) {
      const profile = await verifyEmailByCode(c.var.db, userOf(c.var.identity).userId, input.code)
      return c.json({ message: 'Почта подтверждена.', profile })
    }
    const profile = await verifyEmailByLink(c.var.db, input.token!)
    return c.json({ message: 'Почта подтверждена.', profile })
  })
  .post('/email/verification-notification', requireUser, async (c) => {
    const { userId } = userOf(c.var.identity)
    await consumeLimit(c, c.var.limiters.verificationResend, String(userId), 'Письмо только что отправлено.')
    const sent = await resendVerification(c.var.db, userId, c.var.config)
    if (!sent) return c.json({ message: 'Почта уже подтверждена.' })
    return c.json({ message: 'Мы отправили новое письмо с кодом и ссылкой.' }, 202)
  })
  .post('/password/forgot', requireToken, SMALL_BODY, async (c) => {
    const { email } = parseInput(EmailOnlySchema, await readFields(c))
    await consumeLimit(c, c.var.limiters.accountMail, clientIp(c))
    await consumeLimit(c, c.var.limiters.accountMailPerEmail, email, 'На этот адрес уже отправлено несколько писем.')
    await inUniformTime(LINK_REQUEST_MS, () => requestPasswordReset(c.var.db, email, c.var.config))
    return c.json({ message: 'Если аккаунт с этой почтой существует, мы отправили на неё ссылку для смены пароля.' }, 202)
  })
  .post('/password/reset', requireToken, SMALL_BODY, async (c) => {
    const input = parseInput(ResetSchema, await readFields(c))
    await consumeLimit(c, c.var.limiters.linkUse, clientIp(c))
    await resetPassword(c.var.db, input, c.var.config)
    return c.json({ message: 'Пароль изменён. Войдите с новым паролем.' })
  })
  .post('/password/reset/check', requireToken, SMALL_BODY, async (c) => {
    const input = parseInput(ResetCheckSchema, await readFields(c))
    await consumeLimit(c, c.var.limiters.linkUse, clientIp(c))
    await checkResetLink(c.var.db, input)
    return c.json({ valid: true })
  })
  .post('/login-links', requireToken, SMALL_BODY, async (c) => {
    const { email, redirect } = parseInput(LoginLinkSchema, await readFields(c))
    await consumeLimit(c, c.var.limiters.accountMail, clientIp(c))
    await consumeLimit(c, c.var.limiters.accountMailPerEmail, email, 'На этот адрес уже отправлено несколько писем.')
    await inUniformTime(LINK_REQUEST_MS, () => requestLoginLink(c.var.db, { email, redirect }, c.var.config))
    return c.json({ message: 'Если аккаунт с этой почтой существует, мы отправили на неё ссылку для входа.' }, 202)
  })
  .post('/login-by-token', requireToken, SMALL_BODY, async (c) => {
    const { token, otp } = parseInput(LoginByTokenSchema, await readFields(c))
    await consumeLimit(c, c.var.limiters.linkUse, clientIp(c))
    const tokens = await loginByToken(c.var.db, token, {
      clientId: c.var.identity!.clientId,
      config: c.var.config,
      visitor: visitorOfSignIn(c),
      secondFactor: (user) => secondFactorStep(c, user, otp || undefined),
    })
    c.header('Cache-Control', 'no-store')
    return c.json(tokens)
  })
