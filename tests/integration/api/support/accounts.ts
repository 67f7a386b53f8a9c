import { and, desc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { mailOutbox } from '#api/db/schema/index.ts'
import type { Database } from '#api/db/client.ts'
import type { TokenSet } from '#shared/contract/account.ts'
import { clientOfToken, type createTestApi } from './test-api.ts'

type TestApi = ReturnType<typeof createTestApi>

export type { TokenSet }

/** A JSON request to the API, with a bearer token when one is given. */
export function send(
  api: TestApi,
  method: string,
  path: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return api.request(`/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/** A POST that says it carries JSON and sends the body as written: for bodies the API must refuse. */
export function postRawJson(api: TestApi, path: string, token: string, body: string) {
  return api.request(`/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  })
}

/** A form-encoded request to the token endpoint, as RFC 6749 has it. */
export function requestToken(api: TestApi, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return api.request('/api/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  })
}

/**
 * Two refusals of the token endpoint that must tell nothing apart (say, a wrong secret and an
 * unknown client): the same status and the same body, an RFC 6749 error with a description.
 */
export async function expectAlikeTokenRefusals(first: Response, second: Response, status: number, error: string) {
  expect(first.status).toBe(status)
  expect(second.status).toBe(status)
  const [a, b] = [await first.json(), await second.json()]
  expect(a).toEqual(b)
  expect(a).toMatchObject({ error, error_description: expect.any(String) })
}

let userSequence = 0

/** Registration fields of a new person: a unique address and a password off the common lists. */
export function newUserFields(overrides: Record<string, unknown> = {}) {
  const email = `user${++userSequence}.${Date.now()}@example.ru`
  return {
    name: 'Мария Соколова',
    email,
    phone: '+7 999 123-45-67',
    company: 'ООО «Вектор»',
    password: 'Зелёный-чайник-42',
    password_confirmation: 'Зелёный-чайник-42',
    consent: true,
    ...overrides,
  }
}

let signInSequence = 0

/**
 * Registers through the API with the site's client token, then signs in with the new password as
 * the site would (registration itself signs nobody in); returns the fields and the token set. The
 * account's address stays unverified. Each sign-in comes from an address of its own, so helpers
 * never use up a test's limits.
 */
export async function registerUser(api: TestApi, clientToken: string, overrides: Record<string, unknown> = {}) {
  const fields = newUserFields(overrides)
  const response = await send(api, 'POST', '/v1/register', { token: clientToken, body: fields })
  if (response.status !== 202) throw new Error(`Registration failed: ${response.status} ${await response.text()}`)
  const client = clientOfToken(clientToken)
  const n = ++signInSequence
  const signedIn = await requestToken(
    api,
    {
      grant_type: 'password',
      client_id: client.id,
      client_secret: client.secret,
      username: String(fields.email),
      password: String(fields.password),
    },
    { 'x-forwarded-for': `198.18.${(n >> 8) & 255}.${n & 255}` },
  )
  if (signedIn.status !== 200) throw new Error(`Sign-in after registration failed: ${signedIn.status} ${await signedIn.text()}`)
  return { ...fields, tokens: (await signedIn.json()) as TokenSet }
}

/** Mails in the outbox to an address, newest first; optionally of one kind. */
export function mailsTo(db: Database, to: string, kind?: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(kind ? and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)) : eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
}

/** The newest mail of a kind to an address; fails when there is none. */
export async function latestMail(db: Database, to: string, kind: string) {
  const [mail] = await mailsTo(db, to, kind)
  if (!mail) throw new Error(`No ${kind} mail to ${to}`)
  return mail
}

/** The link to a site path in a mail's text, e.g. '/password/reset/'. */
export function linkIn(text: string, path: string): URL {
  const match = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?\\S+`).exec(text)
  if (!match) throw new Error(`No link to ${path} in the mail`)
  return new URL(match[0])
}

/** The token parameter of the link to a site path in a mail. */
export const linkTokenIn = (text: string, path: string) => linkIn(text, path).searchParams.get('token')!

/** The 6-digit code in a verification mail. */
export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text)
  if (!match) throw new Error('No 6-digit code in the mail')
  return match[1]!
}
