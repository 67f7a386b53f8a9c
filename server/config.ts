// The one configuration of every process (site, API, scripts): each environment variable is read
// and checked here, once. Server-only: the browser bundle never gets it (vite.config.ts protects server/).
import { join, resolve } from 'node:path'
import * as v from 'valibot'
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type ApiConfig,
  REFRESH_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  STAFF_SESSION_HOURS,
} from '../api/config.ts'
import type { FirstAdmin } from '../api/services/first-admin.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../shared/contract/passwords.ts'

/** The defaults README's Configuration table documents as literal values (a test compares them). */
export const DEFAULTS = {
  PORT: '3000',
  API_PORT: '3001',
  DATA_DIR: '.data',
  API_CLIENT_ID: 'malakhit-site',
  MAIL_FROM: 'Малахит <hello@malakhit.studio>',
  MAIL_TO: 'hello@malakhit.studio',
  ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_SECONDS),
  PAGE_CACHE_MB: '64',
  API_TIMEOUT_SECONDS: '10',
  STAFF_SESSION_HOURS: String(STAFF_SESSION_HOURS),
  STAFF_REQUIRE_TOTP: 'false',
} as const

const text = v.pipe(v.string(), v.nonEmpty())
const PORT_MESSAGE = 'must be a port number (0 to 65535)'
const port = v.pipe(
  v.string(),
  v.toNumber(PORT_MESSAGE),
  v.integer(PORT_MESSAGE),
  v.minValue(0, PORT_MESSAGE),
  v.maxValue(65_535, PORT_MESSAGE),
)
/** A whole number of `unit` from `min` to `max`, with the range named in every refusal. */
const wholeNumber = (unit: string, min: number, max: number) => {
  const message = `must be a whole number of ${unit} (${min} to ${max})`
  return v.pipe(v.string(), v.toNumber(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message))
}
const absoluteUrl = (example: string) => v.pipe(v.string(), v.url(`must be an absolute URL, e.g. ${example}`))

/** Every variable, by name; an unset or blank variable is absent. */
const EnvSchema = v.object({
  NODE_ENV: v.optional(text),
  PORT: v.optional(port, DEFAULTS.PORT),
  API_PORT: v.optional(port, DEFAULTS.API_PORT),
  HOST: v.optional(text),
  TRUST_PROXY: v.optional(text),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.startsWith('postgres', 'must be a postgres:// URL'))),
  DATA_DIR: v.optional(text, DEFAULTS.DATA_DIR),
  UPLOADS_DIR: v.optional(text),
  API_BASE_URL: v.optional(absoluteUrl('https://api.example.ru/api')),
  API_TIMEOUT_SECONDS: v.optional(wholeNumber('seconds', 1, 120), DEFAULTS.API_TIMEOUT_SECONDS),
  API_CLIENT_ID: v.optional(text),
  API_CLIENT_SECRET: v.optional(text),
  BUILD_ID: v.optional(text),
  // A value that is not a date is ignored (the build's own time is used): it only labels the build.
  BUILD_TIME: v.optional(text),
  YM_COUNTER_ID: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'must be the number of a Yandex Metrika counter, e.g. 12345678'))),
  GTM_ID: v.optional(v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a Google Tag Manager container id, e.g. GTM-ABC1234'))),
  SITE_URL: v.optional(absoluteUrl('https://malakhit.studio')),
  MAIL_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'))),
  MAIL_FROM: v.optional(text, DEFAULTS.MAIL_FROM),
  MAIL_TO: v.optional(v.pipe(v.string(), v.email('must be an email address')), DEFAULTS.MAIL_TO),
  MAIL_DIR: v.optional(text),
  ACCESS_TOKEN_TTL: v.optional(
    v.pipe(
      v.string(),
      v.toNumber('must be a number of seconds'),
      v.integer('must be a whole number of seconds'),
      v.minValue(60, 'must be at least 60 seconds'),
    ),
    DEFAULTS.ACCESS_TOKEN_TTL,
  ),
  PAGE_CACHE_MB: v.optional(wholeNumber('megabytes', 0, 65_536), DEFAULTS.PAGE_CACHE_MB),
  STAFF_SESSION_HOURS: v.optional(wholeNumber('hours', 1, 720), DEFAULTS.STAFF_SESSION_HOURS),
  STAFF_REQUIRE_TOTP: v.optional(v.picklist(['true', 'false'], 'must be true or false'), DEFAULTS.STAFF_REQUIRE_TOTP),
  ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an email address'))),
  ADMIN_PASSWORD: v.optional(
    v.pipe(
      v.string(),
      v.minLength(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`),
      v.maxLength(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
    ),
  ),
})

/** The names of every variable the configuration reads. */
export const CONFIG_VARIABLES = Object.keys(EnvSchema.entries) as (keyof typeof EnvSchema.entries)[]

export type DatabaseConfig = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null }

export interface Config {
  /** NODE_ENV=production: HSTS and Secure cookies (a developer's http://localhost must not get them). */
  production: boolean
  port: number
  apiPort: number
  /** Unset: every interface. */
  host: string | undefined
  /** Which proxies may set X-Forwarded-For: none, any, the ones on this machine, or a list. */
  trustProxy: boolean | 'loopback' | string[]
  database: DatabaseConfig
  /** Where local state lives (absolute). */
  dataDir: string
  /** An external API; unset: the in-process reference API. */
  apiBaseUrl: string | undefined
  /** How long a call to the external API may wait for an answer. */
  apiTimeoutSeconds: number
  /** The site's OAuth client as set (the API's default id and generated secret apply when unset). */
  siteClient: { id: string | undefined; secret: string | undefined }
  build: { id: string | undefined; time: string | undefined }
  analytics: { ymCounterId: number | null; gtmId: string | null }
  /** The public address of the site, without a trailing slash. */
  siteUrl: string
  pageCacheMegabytes: number
  /** ADMIN_EMAIL and ADMIN_PASSWORD: the account made or promoted admin at start while there is no admin. */
  firstAdmin: FirstAdmin | null
  /** What the reference API needs. */
  api: ApiConfig
}

/** A variable with a wrong value: the message names it, for a person to fix, not a stack to read. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

function trustProxyOf(setting: string | undefined): Config['trustProxy'] {
  if (!setting || setting === 'false') return false
  if (setting === 'true') return true
  if (setting === 'loopback') return 'loopback'
  return setting
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
}

/** Checks an environment and derives the configuration; a wrong value throws a ConfigError naming each variable. */
export function readConfig(env: NodeJS.ProcessEnv): Config {
  const present = Object.fromEntries(
    CONFIG_VARIABLES.flatMap((name) => {
      const value = env[name]?.trim()
      return value ? [[name, value]] : []
    }),
  )
  const result = v.safeParse(EnvSchema, present)
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const name = String(issue.path?.[0]?.key ?? 'environment')
      // A password is never repeated into a log.
      const got = name === 'ADMIN_PASSWORD' ? '' : `, got "${present[name] ?? ''}"`
      return `${name} ${issue.message}${got}`
    })
    throw new ConfigError(`Wrong configuration:\n${lines.join('\n')}`)
  }
  const parsed = result.output
  if (Boolean(parsed.ADMIN_EMAIL) !== Boolean(parsed.ADMIN_PASSWORD)) {
    throw new ConfigError('Wrong configuration:\nADMIN_EMAIL and ADMIN_PASSWORD must be set together (or neither)')
  }
  const dataDir = resolve(parsed.DATA_DIR)
  const buildTime = Date.parse(parsed.BUILD_TIME ?? '')
  const siteUrl = (parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, '')
  return {
    production: parsed.NODE_ENV === 'production',
    port: parsed.PORT,
    apiPort: parsed.API_PORT,
    host: parsed.HOST,
    trustProxy: trustProxyOf(parsed.TRUST_PROXY),
    database: parsed.DATABASE_URL ? { kind: 'postgres', url: parsed.DATABASE_URL } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    dataDir,
    apiBaseUrl: parsed.API_BASE_URL,
    apiTimeoutSeconds: parsed.API_TIMEOUT_SECONDS,
    siteClient: { id: parsed.API_CLIENT_ID, secret: parsed.API_CLIENT_SECRET },
    build: { id: parsed.BUILD_ID, time: Number.isNaN(buildTime) ? undefined : new Date(buildTime).toISOString() },
    analytics: {
      ymCounterId: parsed.YM_COUNTER_ID === undefined ? null : Number(parsed.YM_COUNTER_ID),
      gtmId: parsed.GTM_ID ?? null,
    },
    siteUrl,
    pageCacheMegabytes: parsed.PAGE_CACHE_MB,
    firstAdmin:
      parsed.ADMIN_EMAIL && parsed.ADMIN_PASSWORD ? { email: parsed.ADMIN_EMAIL.toLowerCase(), password: parsed.ADMIN_PASSWORD } : null,
    api: {
      siteUrl,
      uploadsDir: resolve(parsed.UPLOADS_DIR ?? join(dataDir, 'uploads')),
      staffSecondFactorRequired: parsed.STAFF_REQUIRE_TOTP === 'true',
      mail: {
        url: parsed.MAIL_URL,
        from: parsed.MAIL_FROM,
        agencyInbox: parsed.MAIL_TO,
        folder: resolve(parsed.MAIL_DIR ?? join(dataDir, 'mail')),
      },
      tokens: {
        accessTokenTtl: parsed.ACCESS_TOKEN_TTL,
        refreshTokenTtl: REFRESH_TOKEN_TTL_SECONDS,
        refreshGraceSeconds: REFRESH_GRACE_SECONDS,
        staffSessionTtl: parsed.STAFF_SESSION_HOURS * 60 * 60,
      },
    },
  }
}

// Kept on globalThis: the start script and the server bundle each carry a copy of this module, and
// both must see the one reading of the environment.
const key = Symbol.for('agency.config')
const store = globalThis as typeof globalThis & { [key]?: Config }

/** The process's configuration, read from its environment on first use. */
export function config(): Config {
  store[key] ??= readConfig(process.env)
  return store[key]
}

/** For the start scripts: the configuration, or a readable message and exit code 1 (no stack). */
export function configOrExit(): Config {
  try {
    return config()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
