import { Hono } from 'hono'
import * as v from 'valibot'
import type { Context } from 'hono'
import { issueAccessToken } from '../auth/access-tokens.ts'
import { authenticateClient, clientAuthenticationFailed, type OAuthClient } from '../auth/clients.ts'
import { authenticateUser } from '../auth/login.ts'
import { CODE_NEEDED, CODE_WRONG, secondFactorStep } from '../auth/second-factor.ts'
import { OAuthError } from '../auth/oauth-error.ts'
import { consumeLimit, countPastLimit, ensureUnderLimit, failedAttempts, loginKey } from '../auth/rate-limits.ts'
import { signInVisitor } from '../auth/devices.ts'
import { refreshSession, startSession } from '../auth/sessions.ts'
import type { ApiEnv } from '../context.ts'
import { limitBody, unreadableBody } from '../http/body.ts'
import { clientIp } from '../http/client-ip.ts'
import { repeated, topLevelKeys } from '../http/json-keys.ts'
import { inUniformTime } from '../http/uniform-time.ts'
import { requestLoginLink } from '../services/login-links.ts'
import { fieldsWithNul } from '../validation.ts'
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from '#shared/input-depth.ts'
import { SignInPasswordRule } from '#shared/contract/account-forms.ts'

// Client ids and secrets are short (the site's secret is 43 characters); anything far longer is not one.
const ClientFields = {
  client_id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
  client_secret: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
}

const ClientCredentialsGrant = v.object({
  grant_type: v.literal('client_credentials'),
  ...ClientFields,
})

export const PasswordGrant = v.object({
  grant_type: v.literal('password'),
  ...ClientFields,
  username: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(254), v.toLowerCase()),
  // The sign-in form's rule; its words are not used here (RFC 6749 answers name parameters only).
  password: SignInPasswordRule,
  /** The second factor's code, for an account that has one. */
  otp: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32))),
})

const RefreshTokenGrant = v.object({
  grant_type: v.literal('refresh_token'),
  ...ClientFields,
  refresh_token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(512)),
})

const UNREADABLE_BODY = 'Тело запроса не удалось прочитать.'

/** The parameters the endpoint knows; any other is ignored (RFC 6749, 3.2), so no answer ever names one. */
const PARAMETERS = new Set(['grant_type', 'client_id', 'client_secret', 'username', 'password', 'otp', 'refresh_token', 'scope'])

/** Undoes application/x-www-form-urlencoded, which RFC 6749 (2.3.1) applies to the id and secret in HTTP Basic. */
function formDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '))
  } catch {
    throw clientAuthenticationFailed()
  }
}

/**
 * The body's parameters as sent, repeats included: form-encoded (RFC 6749), multipart or JSON. JSON
 * nested past MAX_INPUT_DEPTH is refused, as at every other endpoint.
 */
async function readParameters(request: Request): Promise<[string, unknown][]> {
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.includes('application/json')) {
      const text = await request.text()
      const body: unknown = JSON.parse(text)
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object')
      if (nestsDeeperThan(body)) throw new OAuthError('invalid_request', TOO_DEEP_MESSAGE)
      // JSON.parse keeps the last of repeated names; the scan sees them all.
      const values = new Map(Object.entries(body))
      return topLevelKeys(text).map((key) => [key, values.get(key)])
    }
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      return [...(await request.formData()).entries()]
    }
    return []
  } catch (error) {
    throw error instanceof OAuthError ? error : unreadableBody(error, new OAuthError('invalid_request', UNREADABLE_BODY))
  }
}

/** The client's id and secret from `Authorization: Basic`, or null when the request has none. */
function basicCredentials(request: Request): { id: string; secret: string } | null {
  const header = request.headers.get('authorization') ?? ''
  if (!/^Basic\b/i.test(header)) return null
  const encoded = /^Basic +([A-Za-z0-9+/]+=*)$/i.exec(header)?.[1]
  const decoded = encoded === undefined ? '' : Buffer.from(encoded, 'base64').toString('utf8')
  const separator = decoded.indexOf(':')
  if (separator <= 0) throw clientAuthenticationFailed()
  return { id: formDecode(decoded.slice(0, separator)), secret: formDecode(decoded.slice(separator + 1)) }
}

/**
 * Reads the token request. Each parameter may come once, and an empty one counts as absent (RFC
 * 6749, 3.2). The client authenticates one way: in HTTP Basic or in the body, never both (2.3);
 * next to Basic, the body may still name the same client_id.
 */
async function readTokenRequest(request: Request): Promise<Record<string, string>> {
  const parameters = (await readParameters(request)).filter(([name, value]) => PARAMETERS.has(name) && value !== '')
  const repeats = repeated(parameters.map(([name]) => name))
  if (repeats.length > 0) throw new OAuthError('invalid_request', `Параметры указаны больше одного раза: ${repeats.join(', ')}.`)
  const result: Record<string, string> = {}
  for (const [key, value] of parameters) if (typeof value === 'string') result[key] = value

  const basic = basicCredentials(request)
  if (basic) {
    if (result.client_secret !== undefined) {
      throw new OAuthError(
        'invalid_request',
        'Клиент подтверждает подлинность одним способом: в заголовке Authorization или в теле запроса.',
      )
    }
    if (result.client_id !== undefined && result.client_id !== basic.id) {
      throw new OAuthError('invalid_request', 'client_id в теле запроса не совпадает с заголовком Authorization.')
    }
    result.client_id = basic.id
    result.client_secret = basic.secret
  }
  const withNul = fieldsWithNul(result)
  if (withNul.length > 0) throw new OAuthError('invalid_request', `Недопустимые символы в параметрах: ${withNul.join(', ')}.`)
  return result
}

function parseGrant<S extends v.GenericSchema>(schema: S, fields: Record<string, string>): v.InferOutput<S> {
  const result = v.safeParse(schema, fields)
  if (!result.success) {
    const names = (issues: v.BaseIssue<unknown>[]) => [...new Set(issues.map((issue) => v.getDotPath(issue)).filter(Boolean))].join(', ')
    const missing = result.issues.filter((issue) => issue.input === undefined || issue.input === '')
    if (missing.length > 0) throw new OAuthError('invalid_request', `Не хватает обязательных параметров: ${names(missing)}.`)
    throw new OAuthError('invalid_request', `Неверные параметры: ${names(result.issues)}.`)
  }
  return result.output
}

const WRONG_CREDENTIALS = 'Неверная почта или пароль.'
const TOO_MANY_LOGINS = 'Слишком много неудачных попыток входа.'
const CONFIRM_BY_MAIL = 'Слишком много неудачных попыток входа в этот аккаунт. Если пароль верный, мы отправили на почту ссылку для входа.'

/**
 * While an account is past its limit of failures, a password attempt answers no sooner than this,
 * right or wrong, so the time does not tell which (a right one also mails a link).
 */
const CONFIRM_BY_MAIL_MS = 400

type TokenContext = Context<ApiEnv>

/**
 * The password grant. Failed attempts are counted before the password is checked (so parallel ones
 * cannot slip past), in two ways:
 * - per email and IP: past the limit, 429. It holds back one address, never the owner elsewhere.
 * - per account, from anywhere: past the limit nobody is refused, since that would hand any stranger
 *   a lock on the owner. A password alone just stops being enough: right or wrong, the answer is the
 *   same, and a right one mails the owner a sign-in link, so guessing gains nothing and the owner
 *   still gets in. The account's own failures are counted by its address, known or not.
 */
async function passwordGrant(c: TokenContext, client: OAuthClient, ip: string, grant: v.InferOutput<typeof PasswordGrant>) {
  const { login, loginAccount } = c.var.limiters
  const perPlace = failedAttempts(c, login, loginKey(grant.username, ip), { message: TOO_MANY_LOGINS, onSuccess: 'reset' })
  await perPlace.count()
  const underAttack = await countPastLimit(loginAccount, grant.username)
  // The owner signing in takes back only their own attempt: someone else's failures keep counting.
  const authenticate = async () => {
    const user = await authenticateUser(c.var.db, grant.username, grant.password)
    if (user) await Promise.all([perPlace.succeeded(), loginAccount.reward(grant.username)])
    return user
  }
  if (underAttack) {
    await inUniformTime(
      CONFIRM_BY_MAIL_MS,
      async () => {
        const user = await authenticate()
        // Within the mails an address may get anyway (a quiet skip past it: the answer stays the same).
        if (user && !(await countPastLimit(c.var.limiters.accountMailPerEmail, grant.username))) {
          await requestLoginLink(c.var.db, { email: grant.username }, c.var.config)
        }
      },
      { hold: c.var.holdAnswer },
    )
    throw new OAuthError('invalid_grant', CONFIRM_BY_MAIL)
  }
  const user = await authenticate()
  if (!user) throw new OAuthError('invalid_grant', WRONG_CREDENTIALS)
  const secondFactor = await secondFactorStep(c, user, grant.otp || undefined)
  if (secondFactor === 'needed') throw new OAuthError('mfa_required', CODE_NEEDED)
  if (secondFactor === 'wrong') throw new OAuthError('invalid_grant', CODE_WRONG)
  // Only the site's server knows a first-party client's secret: its word on the visitor is believed.
  const visitor = signInVisitor(c, { trusted: client.firstParty })
  return startSession(c.var.db, { clientId: client.id, userId: user.id, config: c.var.config, visitor })
}

function refreshTokenGrant(c: TokenContext, client: OAuthClient, grant: v.InferOutput<typeof RefreshTokenGrant>) {
  return refreshSession(c.var.db, { clientId: client.id, refreshToken: grant.refresh_token, tokens: c.var.config.tokens })
}

async function clientCredentialsGrant(c: TokenContext, client: OAuthClient) {
  const ttl = c.var.config.tokens.accessTokenTtl
  const issued = await issueAccessToken(c.var.db, { clientId: client.id, ttl })
  return { token_type: 'Bearer' as const, expires_in: ttl, access_token: issued.token }
}

const GRANTS = { password: PasswordGrant, refresh_token: RefreshTokenGrant, client_credentials: ClientCredentialsGrant }
const isSupported = (grant: string): grant is keyof typeof GRANTS => Object.hasOwn(GRANTS, grant)

/** POST /oauth/token: the OAuth 2.0 token endpoint (its answers are never cached: oauthEndpoint in app.ts). */
export const oauthRoutes = new Hono<ApiEnv>()
  .post('/token', limitBody(16 * 1024, 'Запрос слишком большой.'), async (c) => {
    const fields = await readTokenRequest(c.req.raw)

    const grantType = fields.grant_type
    if (grantType === undefined) throw new OAuthError('invalid_request', 'Не указан grant_type.')
    if (!isSupported(grantType)) throw new OAuthError('unsupported_grant_type', 'Такой grant_type не поддерживается.')
    const grant = parseGrant(GRANTS[grantType], fields)

    // Failed client authentications count against the connection; once the client is known, requests
    // count against the visitor, whose IP the site forwards (it asks on behalf of every visitor).
    const { token: limiter } = c.var.limiters
    const connectionIp = clientIp(c, { trustForwarded: false })
    await ensureUnderLimit(c, limiter, connectionIp)
    const client = await authenticateClient(c.var.db, grant.client_id, grant.client_secret).catch(async (error: unknown) => {
      if (error instanceof OAuthError) await limiter.penalty(connectionIp)
      throw error
    })
    if (!client.grants.includes(grantType)) {
      throw new OAuthError('unauthorized_client', 'Этому клиенту не разрешён такой способ получения токена.')
    }
    // Only the site's server knows a first-party client's secret: its word on the visitor is believed.
    const ip = clientIp(c, { trustForwarded: client.firstParty })
    await consumeLimit(c, limiter, ip)

    switch (grant.grant_type) {
      case 'password':
        return c.json(await passwordGrant(c, client, ip, grant))
      case 'refresh_token':
        return c.json(await refreshTokenGrant(c, client, grant))
      case 'client_credentials':
        return c.json(await clientCredentialsGrant(c, client))
    }
  })
  // Parameters in a GET would end up in logs and histories: only POST is answered.
  .all('/token', (c) => {
    c.header('Allow', 'POST')
    throw new OAuthError('invalid_request', 'Токен выдаётся только на запрос POST.', 405)
  })
