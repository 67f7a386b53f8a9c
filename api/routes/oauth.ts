import { Hono } from 'hono'
import * as v from 'valibot'
import { issueAccessToken } from '../auth/access-tokens.ts'
import { authenticateClient } from '../auth/clients.ts'
import { OAuthError } from '../auth/oauth-error.ts'
import { consumeLimit } from '../auth/rate-limits.ts'
import type { ApiEnv } from '../context.ts'
import { clientIp } from '../http/client-ip.ts'

const ClientCredentialsGrant = v.object({
  grant_type: v.literal('client_credentials'),
  client_id: v.pipe(v.string(), v.nonEmpty()),
  client_secret: v.pipe(v.string(), v.nonEmpty()),
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

/** POST /oauth/token: the OAuth 2.0 token endpoint. */
export const oauthRoutes = new Hono<ApiEnv>().post('/token', async (c) => {
  await consumeLimit(c, c.var.limiters.token, clientIp(c))
  const fields = await readTokenRequest(c.req.raw)
  c.header('Cache-Control', 'no-store')

  switch (fields.grant_type) {
    case 'client_credentials': {
      const grant = parseGrant(ClientCredentialsGrant, fields)
      const client = await authenticateClient(c.var.db, grant.client_id, grant.client_secret)
      if (!client.grants.includes('client_credentials')) {
        throw new OAuthError('unauthorized_client', 'Этому клиенту не разрешён такой способ получения токена.')
      }
      const issued = await issueAccessToken(c.var.db, { clientId: client.id })
      return c.json({ token_type: 'Bearer', expires_in: issued.expiresIn, access_token: issued.token })
    }
    case undefined:
      throw new OAuthError('invalid_request', 'Не указан grant_type.')
    default:
      throw new OAuthError('unsupported_grant_type', 'Такой grant_type не поддерживается.')
  }
})
