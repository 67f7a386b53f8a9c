import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { newPerson } from './mail.ts'

/** The site's client secret of the server under test (generated into its DATA_DIR). */
export function siteClientSecret(): string {
  const dir = process.env.E2E_DATA_DIR
  if (!dir) throw new Error('E2E_DATA_DIR is not set: point it at the DATA_DIR of the server under test.')
  return readFileSync(join(dir, 'site-client-secret'), 'utf8').trim()
}

/**
 * An account made directly through the API (as another device would), for tests about what the
 * site does with a session rather than about the registration screen.
 */
export async function createAccount(request: APIRequestContext, overrides: Partial<ReturnType<typeof newPerson>> = {}) {
  const person = { ...newPerson(), ...overrides }
  const token = await request.post('/api/oauth/token', {
    form: { grant_type: 'client_credentials', client_id: 'malakhit-site', client_secret: siteClientSecret() },
  })
  if (!token.ok()) throw new Error(`No client token: ${token.status()} ${await token.text()}`)
  const { access_token } = (await token.json()) as { access_token: string }
  const registered = await request.post('/api/v1/register', {
    headers: { authorization: `Bearer ${access_token}`, 'x-requested-with': 'XMLHttpRequest' },
    data: { ...person, password_confirmation: person.password, consent: true },
  })
  if (registered.status() !== 201) throw new Error(`Registration failed: ${registered.status()} ${await registered.text()}`)
  return person
}
