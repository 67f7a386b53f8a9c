import { resolve } from 'node:path'
import * as v from 'valibot'

const EnvSchema = v.object({
  DATABASE_URL: v.optional(v.pipe(v.string(), v.trim(), v.startsWith('postgres', 'DATABASE_URL must be a postgres:// URL'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), '.data'),
})

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string | null }

/** Where the database lives: PostgreSQL at DATABASE_URL, otherwise PGlite under DATA_DIR. */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const parsed = v.parse(EnvSchema, { DATABASE_URL: env.DATABASE_URL || undefined, DATA_DIR: env.DATA_DIR || undefined })
  if (parsed.DATABASE_URL) return { kind: 'postgres', url: parsed.DATABASE_URL }
  return { kind: 'pglite', dataDir: resolve(parsed.DATA_DIR, 'pglite') }
}
