import { eq } from 'drizzle-orm'
import { type Config, config, DEFAULTS } from '../../server/config.ts'
import type { Database } from '../db/client.ts'
import { getDatabase } from '../db/instance.ts'
import { oauthClients, sharedSecrets } from '../db/schema/index.ts'
import type { Logger } from '../../shared/server/logger.ts'
import { registerClient } from './clients.ts'
import { generateToken, hashToken } from './secrets.ts'

export interface ClientCredentials {
  id: string
  secret: string
}

/** Where the generated secret of the site's client is kept (table shared_secrets). */
const SECRET_NAME = 'site-client'

// Kept on globalThis: the start script and the server bundle each carry a copy of this module.
const key = Symbol.for('agency.siteClientSecret')
const store = globalThis as typeof globalThis & { [key]?: Promise<string> }

/**
 * The secret the database keeps for the site's client: the first instance to ask makes it, every
 * later one (on this machine or another) reads the same, so instances on one database agree
 * without any configuration.
 */
async function sharedSecret(db: Database): Promise<string> {
  await db
    .insert(sharedSecrets)
    .values({ name: SECRET_NAME, value: generateToken(32) })
    .onConflictDoNothing()
  const [row] = await db.select({ value: sharedSecrets.value }).from(sharedSecrets).where(eq(sharedSecrets.name, SECRET_NAME))
  if (!row) throw new Error('The site client secret could not be stored in the database.')
  return row.value
}

/**
 * The site's own OAuth client: API_CLIENT_ID and API_CLIENT_SECRET when set (then every instance
 * on one database needs the same value). Otherwise the secret kept in the database, made once by
 * the first instance, so that no secret is ever a default written in the code.
 */
export async function siteClientCredentials(
  db: () => Database = () => getDatabase().db,
  { siteClient }: Pick<Config, 'siteClient'> = config(),
): Promise<ClientCredentials> {
  const id = siteClient.id ?? DEFAULTS.API_CLIENT_ID
  if (siteClient.secret) return { id, secret: siteClient.secret }
  store[key] ??= sharedSecret(db()).catch((error: unknown) => {
    // A database that was down is asked again next time.
    delete store[key]
    throw error
  })
  return { id, secret: await store[key] }
}

/**
 * Registers (or updates) the site's client with every grant the site uses. A secret set in the
 * environment that differs from the one registered before is said in the log (never the secret):
 * instances that still run with the old one are refused tokens until they get the same value.
 */
export async function registerSiteClient(
  db: Database,
  credentials: ClientCredentials,
  { logger, setInEnvironment = false }: { logger?: Logger; setInEnvironment?: boolean } = {},
): Promise<void> {
  const [before] = await db.select({ secretHash: oauthClients.secretHash }).from(oauthClients).where(eq(oauthClients.id, credentials.id))
  if (setInEnvironment && before?.secretHash && before.secretHash !== hashToken(credentials.secret)) {
    logger?.error(
      'The site client secret changed: instances on this database still running with the previous API_CLIENT_SECRET get 401 from the API until they run with the same value (or all leave it unset)',
      { clientId: credentials.id },
    )
  }
  await registerClient(db, {
    id: credentials.id,
    secret: credentials.secret,
    name: 'Сайт «Малахит»',
    grants: ['client_credentials', 'password', 'refresh_token'],
    firstParty: true,
  })
}
