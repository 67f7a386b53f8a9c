import { siteClientCredentials, type ClientCredentials } from '#api/auth/site-client.ts'
import { consoleLogger } from '#shared/server/logger.ts'
import { config } from '#server/config.ts'
import { isApiStatus } from './errors.ts'
import { callApi, usesInProcessApi } from './transport.server.ts'

interface CachedToken {
  token: string
  /** When to stop using it: shortly before the API's own expiry. */
  renewAt: number
}

/** A token is replaced this long before it expires, so a request never leaves with a dying one. */
const RENEW_BEFORE_MS = 60_000

let cached: CachedToken | undefined
let inFlight: Promise<string> | undefined

/**
 * The site's own OAuth client. With the in-process API it is the client the API registers at start
 * (API_CLIENT_ID / API_CLIENT_SECRET, or the secret the database keeps); an API elsewhere needs
 * both variables.
 */
export async function siteCredentials(): Promise<ClientCredentials> {
  if (usesInProcessApi) return siteClientCredentials()
  const { id, secret } = config().siteClient
  if (!id || !secret) {
    throw new Error(
      'API_CLIENT_ID and API_CLIENT_SECRET must be set when API_BASE_URL points at an external API: the site needs them to send forms and sign people in.',
    )
  }
  return { id, secret }
}

async function requestToken(now: () => number): Promise<string> {
  const { id, secret } = await siteCredentials()
  const answer = await callApi('/oauth/token', {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: id, client_secret: secret }),
    token: null,
  }).catch((error: unknown) => {
    // Forms and search stop working for everyone: say why, once per refused request (never the secret).
    if (isApiStatus(error, 401)) {
      consoleLogger.error(
        'The API refused the site client credentials: every instance on one database needs the same API_CLIENT_ID and API_CLIENT_SECRET (or leave the secret unset)',
        { clientId: id },
      )
    }
    throw error
  })
  if (typeof answer?.access_token !== 'string' || answer.access_token === '') {
    throw new Error('The token endpoint answered without an access_token.')
  }
  const lifetimeMs = Math.max(0, Number(answer.expires_in) || 0) * 1000
  // A token that lives less than the margin is used once and then renewed.
  cached = { token: answer.access_token, renewAt: now() + Math.max(0, lifetimeMs - RENEW_BEFORE_MS) }
  return answer.access_token
}

/**
 * An access token of the site itself (client_credentials), kept in memory until shortly before it
 * expires. Concurrent callers share one request to the token endpoint.
 */
export function clientAccessToken(now: () => number = Date.now): Promise<string> {
  if (cached && now() < cached.renewAt) return Promise.resolve(cached.token)
  inFlight ??= requestToken(now).finally(() => {
    inFlight = undefined
  })
  return inFlight
}

/** Forgets a token the API no longer accepts (only if it is still the cached one). */
export function forgetClientAccessToken(token?: string): void {
  if (!token || cached?.token === token) cached = undefined
}

/**
 * Runs a call with the site's token. When the API answers 401 (the token was revoked or the API
 * restarted with a fresh database), the token is dropped and the call is tried once more with a new one.
 */
export async function withClientToken<T>(call: (token: string) => Promise<T>): Promise<T> {
  const token = await clientAccessToken()
  try {
    return await call(token)
  } catch (error) {
    if (!isApiStatus(error, 401)) throw error
    forgetClientAccessToken(token)
    return call(await clientAccessToken())
  }
}
