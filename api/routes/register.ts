// Registration for guests: the form, then the code from the mail with the password, which signs the person in.
import { Hono } from 'hono'
import { AcceptablePassword } from '../auth/passwords.ts'
import { consumeLimit, countPastLimit, failedAttempts, loginKey } from '../auth/rate-limits.ts'
import { requireToken } from '../auth/require-token.ts'
import { visitorOfSignIn } from '../auth/devices.ts'
import type { ApiEnv } from '../context.ts'
import { readFields, SMALL_BODY } from '../http/body.ts'
import { clientIp, requestMeta } from '../http/client-ip.ts'
import { inUniformTime } from '../http/uniform-time.ts'
import { confirmRegistration, register } from '../services/registration.ts'
import { ApiError } from '../errors.ts'
import { parseInput } from '../validation.ts'
import { ConfirmRegistrationSchema, registrationSchema } from '#shared/contract/account-forms.ts'
import { PhoneRule } from '#shared/contract/phone.ts'

/** The site's registration form, with what only the API checks: a phone's number, a common password. */
export const RegisterSchema = registrationSchema(PhoneRule, AcceptablePassword)

/**
 * Registration answers no sooner than this after it began. Both branches hash the password (the
 * slow step, tens of milliseconds); the floor covers what is left (a new account writes three rows,
 * a known address one mail), with room for a busy server.
 */
const REGISTRATION_MS = 500

const REGISTERED = 'Проверьте почту: мы отправили письмо, чтобы завершить регистрацию.'
const CODE_DOES_NOT_FIT = 'Код не подошёл. Проверьте почту, пароль и код из последнего письма — или откройте ссылку из него.'

/** `/v1/register`: a registration, and its confirmation by the mailed code. */
export const registerRoutes = new Hono<ApiEnv>()
  .post('/', requireToken, SMALL_BODY, async (c) => {
    const input = parseInput(RegisterSchema, await readFields(c))
    await consumeLimit(c, c.var.limiters.register, clientIp(c), 'Слишком много регистраций с вашего адреса.')
    // The same answer, in the same time, whether or not the address has an account; its owner gets
    // a mail instead (within the mails an address may get, quietly skipped past them).
    const mayMailOwner = async () => !(await countPastLimit(c.var.limiters.accountMailPerEmail, input.email))
    const meta = requestMeta(c)
    await inUniformTime(REGISTRATION_MS, () => register(c.var.db, input, { config: c.var.config, mayMailOwner, meta }), {
      hold: c.var.holdAnswer,
    })
    return c.json({ message: REGISTERED }, 202)
  })
  .post('/confirm', requireToken, SMALL_BODY, async (c) => {
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
