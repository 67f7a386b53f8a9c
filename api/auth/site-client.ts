import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { type Config, config, DEFAULTS } from '../../server/config.ts'
import type { Database } from '../db/client.ts'
import { registerClient } from './clients.ts'
import { generateToken } from './secrets.ts'

export interface ClientCredentials {
  id: string
  secret: string
}

/**
 * The site's own OAuth client: API_CLIENT_ID and API_CLIENT_SECRET when set (required when several
 * machines share one database). Otherwise a secret generated once and kept in DATA_DIR, so a fresh
 * machine works with no configuration and no secret is ever a default written in the code.
 */
export function siteClientCredentials({ siteClient, dataDir }: Config = config()): ClientCredentials {
  const id = siteClient.id ?? DEFAULTS.API_CLIENT_ID
  if (siteClient.secret) return { id, secret: siteClient.secret }
  return { id, secret: localSecret(join(dataDir, 'site-client-secret')) }
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
