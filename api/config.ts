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
  MAIL_TO: v.optional(v.pipe(v.string(), v.trim(), v.email('MAIL_TO must be an email address')), 'hello@malakhit.studio'),
})

type Env = v.InferOutput<typeof EnvSchema>

function parseEnv(env: NodeJS.ProcessEnv): Env {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''))
  return v.parse(EnvSchema, present)
}

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string | null }

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
}

export interface ApiConfig {
  /** The public site, for links in mails (no trailing slash). */
  siteUrl: string
  /** Where form attachments are stored. */
  uploadsDir: string
  mail: MailConfig
}

export function apiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = parseEnv(env)
  return {
    // Unset: the site on this machine, at the port the site listens on.
    siteUrl: (parsed.SITE_URL ?? `http://localhost:${env.PORT?.trim() || 3000}`).replace(/\/+$/, ''),
    uploadsDir: resolve(parsed.UPLOADS_DIR ?? resolve(parsed.DATA_DIR, 'uploads')),
    mail: { url: parsed.MAIL_URL, from: parsed.MAIL_FROM, agencyInbox: parsed.MAIL_TO },
  }
}
