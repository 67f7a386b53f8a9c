import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { oauthClients } from '../db/schema/index.ts'
import { OAuthError } from './oauth-error.ts'
import { hashToken, matchesHash } from './secrets.ts'

export type OAuthClient = typeof oauthClients.$inferSelect

const UNKNOWN_CLIENT_HASH = hashToken('no such client')

/** The one answer to every failed client authentication (RFC 6749, 5.2). */
export const clientAuthenticationFailed = () => new OAuthError('invalid_client', 'Клиент не прошёл проверку подлинности.')

/** Checks a client's id and secret; the same answer for an unknown id and a wrong secret. */
export async function authenticateClient(db: Database, clientId: string, clientSecret: string): Promise<OAuthClient> {
  const [client] = await db
    .select()
    .from(oauthClients)
    .where(and(eq(oauthClients.id, clientId), isNull(oauthClients.revokedAt)))
    .limit(1)
  // Compare against some hash even for an unknown id, so timing does not tell which ids exist.
  const secretMatches = matchesHash(clientSecret, client?.secretHash ?? UNKNOWN_CLIENT_HASH)
  if (!client?.secretHash || !secretMatches) throw clientAuthenticationFailed()
  return client
}

export interface ClientRegistration {
  id: string
  name: string
  secret: string
  grants: string[]
  firstParty?: boolean
}

/**
 * Creates the client or brings its secret, grants and name up to date (used for the site's own
 * client at every start). A revoked client stays revoked: a restart must not undo a revocation.
 */
export async function registerClient(db: Database, registration: ClientRegistration): Promise<void> {
  const values = {
    name: registration.name,
    secretHash: hashToken(registration.secret),
    grants: registration.grants,
    firstParty: registration.firstParty ?? false,
  }
  await db
    .insert(oauthClients)
    .values({ id: registration.id, ...values })
    .onConflictDoUpdate({ target: oauthClients.id, set: values })
}
