// OAuth clients, and the secrets every instance shares.
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

export const oauthClients = pgTable('oauth_clients', {
  /** The public client id. */
  id: text().primaryKey(),
  name: text().notNull(),
  /** SHA-256 of the secret (secrets are long random strings); null for a public client. */
  secretHash: text(),
  grants: text().array().notNull(),
  /** A client run by the agency itself (the site): trusted to forward the visitor's IP. */
  firstParty: boolean().notNull().default(false),
  createdAt: createdAt(),
  revokedAt: timestamp({ withTimezone: true }),
})

/**
 * Secrets every instance on this database must agree on, made by the first instance that needs
 * them (the site's own client secret when API_CLIENT_SECRET is unset). Never sent to a browser.
 */
export const sharedSecrets = pgTable('shared_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
})
