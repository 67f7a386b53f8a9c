import { Hono } from 'hono'
import * as v from 'valibot'
import type { Context } from 'hono'
import { issueAccessToken } from '../auth/access-tokens.ts'
import { authenticateClient, type OAuthClient } from '../auth/clients.ts'
import { authenticateUser } from '../auth/login.ts'
import { OAuthError } from '../auth/oauth-error.ts'
import { consumeLimit, ensureUnderLimit } from '../auth/rate-limits.ts'
import { refreshSession, startSession } from '../auth/sessions.ts'
import type { ApiEnv } from '../context.ts'
import { clientIp } from '../http/client-ip.ts'

const ClientCredentialsGrant = v.object({
  grant_type: v.literal('client_credentials'),
  client_id: v.pipe(v.string(), v.nonEmpty()),
  client_secret: v.pipe(v.string(), v.nonEmpty()),
})

const PasswordGrant = v.object({
  grant_type: v.literal('password'),
  client_id: v.pipe(v.string(), v.nonEmpty()),
  client_secret: v.pipe(v.string(), v.nonEmpty()),
  username: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(254), v.toLowerCase()),
  password: v.pipe(v.string(), v.nonEmpty(), v.maxLength(1024)),
})

const RefreshTokenGrant = v.object({
  grant_type: v.literal('refresh_token'),
  client_id: v.pipe(v.string(), v.nonEmpty()),
  client_secret: v.pipe(v.string(), v.nonEmpty()),
  refresh_token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(512)),
})

/** Reads the token request: form-encoded (RFC 6749) or JSON, client credentials in the body or in HTTP Basic. */
async function readTokenRequest(request: Request): Promise<Record<string, string>> {
  const type = request.headers.get('content-type') ?? ''
  let fields: Record<string, unknown> = {}
  try {
    if (type.includes('application/json')) fields = (await request.json()) as Record<string, unknown>
    else if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      fields = Object.fromEntries((await request.formData()).entries())
    }
  } catch {
    throw new OAuthError('invalid_request', 'Тело запроса не удалось прочитать.')
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    throw new OAuthError('invalid_request', 'Тело запроса не удалось прочитать.')
  }
  const result: Record<string, string> = {}
  for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') result[key] = value

  const basic = /^Basic\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  if (basic) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8')
    const separator = decoded.indexOf(':')
    if (separator > 0) {
      result.client_id ??= decodeURIComponent(decoded.slice(0, separator))
      result.client_secret ??= decodeURIComponent(decoded.slice(separator + 1))
    }
  }
  return result
}

function parseGrant<S extends v.GenericSchema>(schema: S, fields: Record<string, string>): v.InferOutput<S> {
  const result = v.safeParse(schema, fields)
  if (!result.success) {
    const missing = result.issues.map((issue) => v.getDotPath(issue)).filter(Boolean)
    throw new OAuthError('invalid_request', `Не хватает обязательных параметров: ${[...new Set(missing)].join(', ')}.`)
  }
  return result.output
}

const WRONG_CREDENTIALS = 'Неверная почта или пароль.'
const TOO_MANY_LOGINS = 'Слишком много неудачных попыток входа.'

type TokenContext = Context<ApiEnv>

/** The password grant: failed attempts are limited per email and IP, and per account. */
async function passwordGrant(c: TokenContext, client: OAuthClient, ip: string, grant: v.InferOutput<typeof PasswordGrant>) {
  const { login, loginAccount } = c.var.limiters
  const attemptKey = `${grant.username}|${ip}`
  await ensureUnderLimit(c, login, attemptKey, TOO_MANY_LOGINS)
  await ensureUnderLimit(c, loginAccount, grant.username, TOO_MANY_LOGINS)

  const user = await authenticateUser(c.var.db, grant.username, grant.password)
  if (!user) {
    await Promise.all([login.penalty(attemptKey), loginAccount.penalty(grant.username)])
    throw new OAuthError('invalid_grant', WRONG_CREDENTIALS)
  }
  await login.delete(attemptKey)
  return startSession(c.var.db, { clientId: client.id, userId: user.id, tokens: c.var.config.tokens })
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

/** POST /oauth/token: the OAuth 2.0 token endpoint. */
export const oauthRoutes = new Hono<ApiEnv>().post('/token', async (c) => {
  const fields = await readTokenRequest(c.req.raw)
  c.header('Cache-Control', 'no-store')
  c.header('Pragma', 'no-cache')

  const grantType = fields.grant_type
  if (grantType === undefined) throw new OAuthError('invalid_request', 'Не указан grant_type.')
  if (!isSupported(grantType)) throw new OAuthError('unsupported_grant_type', 'Такой grant_type не поддерживается.')
  const grant = parseGrant(GRANTS[grantType], fields)

  // Failed client authentications count against the connection; once the client is known, requests
  // count against the visitor, whose IP the site forwards (it asks on behalf of every visitor).
  const { token: limiter } = c.var.limiters
  const connectionIp = clientIp(c, { firstParty: false })
  await ensureUnderLimit(c, limiter, connectionIp)
  const client = await authenticateClient(c.var.db, grant.client_id, grant.client_secret).catch(async (error: unknown) => {
    if (error instanceof OAuthError) await limiter.penalty(connectionIp)
    throw error
  })
  if (!client.grants.includes(grantType)) {
    throw new OAuthError('unauthorized_client', 'Этому клиенту не разрешён такой способ получения токена.')
  }
  const ip = clientIp(c, { firstParty: client.firstParty })
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
