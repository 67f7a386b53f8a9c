import type { APIRequestContext } from '@playwright/test'
import { newPerson } from './mail.ts'

/** The site's OAuth client at the server under test. */
export const SITE_CLIENT_ID = 'malakhit-site'

/** The site's client secret of the server under test (its API_CLIENT_SECRET, set by playwright.config.ts). */
export function siteClientSecret(): string {
  const secret = process.env.E2E_CLIENT_SECRET
  if (!secret) throw new Error('E2E_CLIENT_SECRET is not set: give it the API_CLIENT_SECRET of the server under test.')
  return secret
}

/**
 * Each call here gets a connection of its own: a kept-alive one may be closed by the server (after
 * its idle timeout) just as the next call is sent on it, which fails that call with ECONNRESET.
 */
export const ONE_SHOT = { connection: 'close' }

/** The headers of a call to the API as the site makes it, with a bearer token. */
export const asBearer = (token: string) => ({ ...ONE_SHOT, authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' })

/** A token of the site's own client (client_credentials), as the site uses for guests' account calls. */
export async function siteClientToken(request: APIRequestContext): Promise<string> {
  const token = await request.post('/api/oauth/token', {
    headers: ONE_SHOT,
    form: { grant_type: 'client_credentials', client_id: SITE_CLIENT_ID, client_secret: siteClientSecret() },
  })
  if (!token.ok()) throw new Error(`No client token: ${token.status()} ${await token.text()}`)
  return ((await token.json()) as { access_token: string }).access_token
}

/** A public read from the API under test, as the site makes it for a guest (with its client token). */
export async function readFromApi<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(`/api${path}`, { headers: asBearer(await siteClientToken(request)) })
  if (!answer.ok()) throw new Error(`GET /api${path} failed: ${answer.status()} ${await answer.text()}`)
  return (await answer.json()) as T
}

/**
 * An account made directly through the API (as another device would), for tests about what the
 * site does with a session rather than about the registration screen.
 */
export async function createAccount(request: APIRequestContext, overrides: Partial<ReturnType<typeof newPerson>> = {}) {
  const person = { ...newPerson(), ...overrides }
  const registered = await request.post('/api/v1/register', {
    headers: asBearer(await siteClientToken(request)),
    data: { ...person, password_confirmation: person.password, consent: true },
  })
  // The same answer for a new address and a known one: the account is the new person's by its fresh address.
  if (registered.status() !== 202) throw new Error(`Registration failed: ${registered.status()} ${await registered.text()}`)
  return person
}

/** Asks the API for a sign-in link by mail, as the site does for a guest (the mail lands in the outbox). */
export async function requestLoginLinkAtApi(request: APIRequestContext, email: string): Promise<void> {
  const answer = await request.post('/api/v1/login-links', { headers: asBearer(await siteClientToken(request)), data: { email } })
  if (answer.status() !== 202) throw new Error(`No login link: ${answer.status()} ${await answer.text()}`)
}

/** Asks the API for a password reset link by mail, as the site does for a guest (the mail lands in the outbox). */
export async function requestPasswordResetAtApi(request: APIRequestContext, email: string): Promise<void> {
  const answer = await request.post('/api/v1/password/forgot', { headers: asBearer(await siteClientToken(request)), data: { email } })
  if (answer.status() !== 202) throw new Error(`No reset link: ${answer.status()} ${await answer.text()}`)
}

/**
 * Uses up this visitor's attempts at mailed links (the API's per-IP limit) with checks of a made-up
 * reset link, as someone guessing links would; the requests carry the test's own visitor address.
 */
export async function useUpLinkAttempts(request: APIRequestContext): Promise<void> {
  const headers = asBearer(await siteClientToken(request))
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await request.post('/api/v1/password/reset/check', {
      headers,
      data: { token: `guess-${attempt}-0123456789abcdef`, email: 'guess@example.ru' },
    })
    if (answer.status() === 429) return
    if (answer.status() !== 422) throw new Error(`Unexpected answer to a made-up link: ${answer.status()} ${await answer.text()}`)
  }
  throw new Error('The limit on uses of mailed links never answered 429')
}

/** Ends a session at the API behind the site's back, as another device or a support engineer could. */
export async function revokeAtApi(request: APIRequestContext, accessToken: string): Promise<void> {
  const answer = await request.post('/api/v1/logout', { headers: asBearer(accessToken) })
  if (answer.status() !== 204) throw new Error(`Logout at the API failed: ${answer.status()} ${await answer.text()}`)
}

/** Whether the API still exchanges a refresh token for new tokens (a revoked session's does not). */
export async function refreshTokenWorks(request: APIRequestContext, refreshToken: string): Promise<boolean> {
  const answer = await request.post('/api/oauth/token', {
    headers: ONE_SHOT,
    form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: SITE_CLIENT_ID, client_secret: siteClientSecret() },
  })
  if (answer.ok()) return true
  if (answer.status() >= 500 || answer.status() === 429)
    throw new Error(`The token endpoint failed: ${answer.status()} ${await answer.text()}`)
  return false
}
