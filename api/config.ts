import { resolve } from 'node:path'
import * as v from 'valibot'

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()))

const EnvSchema = v.object({
  DATABASE_URL: v.optional(v.pipe(v.string(), v.trim(), v.startsWith('postgres', 'DATABASE_URL must be a postgres:// URL'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), '.data'),
  UPLOADS_DIR: optionalText,
  SITE_URL: v.optional(v.pipe(v.string(), v.trim(), v.url('SITE_URL must be an absolute URL'))),
  MAIL_URL: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^smtps?:\/\//, 'MAIL_URL must be an smtp:// or smtps:// URL'))),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'Малахит <hello@malakhit.studio>'),
  MAIL_DIR: optionalText,
  MAIL_TO: v.optional(v.pipe(v.string(), v.trim(), v.email('MAIL_TO must be an email address')), 'hello@malakhit.studio'),
  ACCESS_TOKEN_TTL: v.optional(
    v.pipe(
      v.string(),
      v.toNumber('ACCESS_TOKEN_TTL must be a number of seconds'),
      v.integer(),
      v.minValue(60, 'ACCESS_TOKEN_TTL must be at least 60 seconds'),
    ),
  ),
})

type Env = v.InferOutput<typeof EnvSchema>

function parseEnv(env: NodeJS.ProcessEnv): Env {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''))
  return v.parse(EnvSchema, present)
}

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null }

/** Where the database lives: PostgreSQL at DATABASE_URL, otherwise PGlite under DATA_DIR. */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const parsed = parseEnv(env)
  if (parsed.DATABASE_URL) return { kind: 'postgres', url: parsed.DATABASE_URL }
  return { kind: 'pglite', dataDir: resolve(parsed.DATA_DIR, 'pglite') }
}

export interface MailConfig {
  /** SMTP server (smtp://user:pass@host:port); unset: mail is only printed to the log and kept in the outbox. */
  url: string | undefined
  from: string
  /** The agency's inbox for notifications about briefs and contact requests. */
  agencyInbox: string
  /** With no SMTP server, where each mail is also saved as a JSON file. */
  folder: string
}

export interface TokenConfig {
  /** Lifetime of access tokens, in seconds. */
  accessTokenTtl: number
  /** Lifetime of each refresh token, in seconds (every refresh issues a new one). */
  refreshTokenTtl: number
  /** How long an already-rotated refresh token still returns the pair it was exchanged for. */
  refreshGraceSeconds: number
}

/** Two hours: longer than the site's one-hour refresh margin, so a fresh token is never due at once. */
export const ACCESS_TOKEN_TTL_SECONDS = 2 * 60 * 60
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60
/** Long enough for two tabs or two instances racing with the same token, short enough to be useless to a thief. */
export const REFRESH_GRACE_SECONDS = 30

export interface ApiConfig {
  /** The public site, for links in mails (no trailing slash). */
  siteUrl: string
  /** Where form attachments are stored. */
  uploadsDir: string
  mail: MailConfig
  tokens: TokenConfig
}

export function apiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = parseEnv(env)
  return {
    // Unset: the site on this machine, at the port the site listens on.
    siteUrl: (parsed.SITE_URL ?? `http://localhost:${env.PORT?.trim() || 3000}`).replace(/\/+$/, ''),
    uploadsDir: resolve(parsed.UPLOADS_DIR ?? resolve(parsed.DATA_DIR, 'uploads')),
    mail: {
      url: parsed.MAIL_URL,
      from: parsed.MAIL_FROM,
      agencyInbox: parsed.MAIL_TO,
      folder: resolve(parsed.MAIL_DIR ?? resolve(parsed.DATA_DIR, 'mail')),
    },
    tokens: {
      accessTokenTtl: parsed.ACCESS_TOKEN_TTL ?? ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtl: REFRESH_TOKEN_TTL_SECONDS,
      refreshGraceSeconds: REFRESH_GRACE_SECONDS,
    },
  }
}
