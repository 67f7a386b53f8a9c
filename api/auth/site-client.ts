import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Database } from '../db/client.ts'
import { registerClient } from './clients.ts'
import { generateToken } from './secrets.ts'

export interface ClientCredentials {
  id: string
  secret: string
}

export const DEFAULT_SITE_CLIENT_ID = 'malakhit-site'

/**
 * The site's own OAuth client: API_CLIENT_ID and API_CLIENT_SECRET when set (required when several
 * machines share one database). Otherwise a secret generated once and kept in DATA_DIR, so a fresh
 * machine works with no configuration and no secret is ever a default written in the code.
 */
export function siteClientCredentials(env: NodeJS.ProcessEnv = process.env): ClientCredentials {
  const id = env.API_CLIENT_ID?.trim() || DEFAULT_SITE_CLIENT_ID
  const secret = env.API_CLIENT_SECRET?.trim()
  if (secret) return { id, secret }
  return { id, secret: localSecret(join(resolve(env.DATA_DIR?.trim() || '.data'), 'site-client-secret')) }
}

function localSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dirname(file), { recursive: true })
  const secret = generateToken(32)
  try {
    writeFileSync(file, secret, { flag: 'wx', mode: 0o600 })
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim()
    throw error
  }
  chmodSync(file, 0o600)
  return secret
}

/** Registers (or updates) the site's client with every grant the site uses. */
export function registerSiteClient(db: Database, credentials: ClientCredentials): Promise<void> {
  return registerClient(db, {
    id: credentials.id,
    secret: credentials.secret,
    name: 'Сайт «Малахит»',
    grants: ['client_credentials', 'password', 'refresh_token'],
    firstParty: true,
  })
}
