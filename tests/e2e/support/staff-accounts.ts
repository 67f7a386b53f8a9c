import type { APIRequestContext } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { asBearer, ONE_SHOT, SITE_CLIENT_ID, siteClientSecret, siteClientToken } from './api-user.ts'
import { linkIn, newPerson, waitForMail } from './mail.ts'
import { FIRST_ADMIN } from './staff.ts'

type Person = ReturnType<typeof newPerson>

/** An access token for an account from the token endpoint, as the site gets one (the password grant with its client). */
async function accessToken(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const answer = await request.post('/api/oauth/token', {
    headers: ONE_SHOT,
    form: {
      grant_type: 'password',
      client_id: SITE_CLIENT_ID,
      client_secret: siteClientSecret(),
      username: account.email,
      password: account.password,
    },
  })
  if (!answer.ok()) throw new Error(`No token for ${account.email}: ${answer.status()} ${await answer.text()}`)
  return ((await answer.json()) as { access_token: string }).access_token
}

/** A call to the API with a bearer token that must answer `status`; answers its JSON body. */
async function call<T>(request: APIRequestContext, path: string, token: string, data: unknown, status: number): Promise<T> {
  const answer = await request.post(`/api${path}`, { headers: asBearer(token), data })
  if (answer.status() !== status) throw new Error(`POST /api${path}: ${answer.status()} ${await answer.text()}`)
  return (await answer.json()) as T
}

/**
 * The first admin invites an address to the staff; answers the link of the invitation mail. Tests
 * share the first admin, so none changes its password or its second factor.
 */
export async function inviteToStaff(request: APIRequestContext, email: string, role: 'editor' | 'admin' = 'editor'): Promise<string> {
  await call(request, '/v1/admin/staff/invitations', await accessToken(request, FIRST_ADMIN), { email, role }, 201)
  return linkIn(await waitForMail(email, 'staff.invitation'), '/staff-invitation/')
}

const STEP_MS = 30_000
const stepOf = (time: number) => Math.floor(time / STEP_MS)

/**
 * The person's authenticator app. The API takes a code of the current 30-second step or of the one
 * either side, each step once and only after the steps used before it: `code()` gives the current
 * step's code, or the next step's when the current one is spent (valid for the next minute and more),
 * so no test waits for the clock. A third code within one step has no step left to take, and throws.
 */
export function authenticatorApp(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: STEP_MS / 1000 })
  const codeOf = (step: number) => totp.generate({ timestamp: step * STEP_MS })
  let lastUsed = Number.NEGATIVE_INFINITY
  return {
    code(): string {
      const now = stepOf(Date.now())
      const step = Math.max(now, lastUsed + 1)
      if (step > now + 1) throw new Error('Each step takes one code: a test signs in with at most two app codes in half a minute.')
      lastUsed = step
      return codeOf(step)
    },
    /** Six digits that are none of the codes the API would take now or in the next half minute. */
    wrongCode(): string {
      const now = stepOf(Date.now())
      const valid = new Set([now - 1, now, now + 1, now + 2].map(codeOf))
      let guess = 0
      while (valid.has(String(guess).padStart(6, '0'))) guess += 1
      return String(guess).padStart(6, '0')
    },
  }
}

/** The first admin invites the person as an editor, and the invitation is accepted with their name and password: their tokens. */
async function acceptInvitation(request: APIRequestContext, person: Person) {
  const token = new URL(await inviteToStaff(request, person.email)).searchParams.get('token')
  return call<{ access_token: string }>(
    request,
    '/v1/staff-invitations/accept',
    await siteClientToken(request),
    { token, name: person.name, password: person.password, password_confirmation: person.password },
    200,
  )
}

/**
 * A new staff member as the API makes one: invited by the first admin, the invitation accepted with
 * a name and password, then an authenticator app connected with its first code. Answers the person,
 * their app and the ten recovery codes.
 */
export async function staffWithSecondFactor(request: APIRequestContext, overrides: Partial<Person> = {}) {
  const person = { ...newPerson(), ...overrides }
  const { access_token: staff } = await acceptInvitation(request, person)
  const { secret } = await call<{ secret: string }>(request, '/v1/admin/second-factor/setup', staff, {}, 200)
  const app = authenticatorApp(secret)
  const { recovery_codes } = await call<{ recovery_codes: string[] }>(
    request,
    '/v1/admin/second-factor/confirm',
    staff,
    { code: app.code() },
    200,
  )
  return { person, app, recoveryCodes: recovery_codes }
}

/** A new editor as the API makes one: invited by the first admin, the invitation accepted with a name and password. */
export async function newEditor(request: APIRequestContext): Promise<Person> {
  const person = newPerson()
  await acceptInvitation(request, person)
  return person
}
