// The one configuration of every process (site, API, scripts): each environment variable is read
// and checked here, once. Server-only: the browser bundle never gets it (vite.config.ts protects server/).
import { isIP } from 'node:net'
import { join, resolve } from 'node:path'
import * as v from 'valibot'
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type ApiConfig,
  type FileStorageConfig,
  REFRESH_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  STAFF_SESSION_HOURS,
} from '../api/config.ts'
import type { LogLevel } from '../shared/server/logger.ts'
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
  MAINTENANCE_INTERVAL_MINUTES: '60',
  TOKEN_RETENTION_DAYS: '7',
  MAIL_RETENTION_DAYS: '30',
  CONSENT_RETENTION_DAYS: '1095',
  REVISIONS_KEPT: '50',
  FILE_STORAGE: 'local',
  DATABASE_WAIT_SECONDS: '30',
  SHUTDOWN_DRAIN_SECONDS: '10',
  KEEP_ALIVE_TIMEOUT_SECONDS: '65',
  METRICS_PORT: '9464',
  METRICS_HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
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
/** `true`, `false`, `loopback`, or a comma-separated list of IP addresses (srvx compares them exactly). */
const trustProxy = v.pipe(
  v.string(),
  v.check(
    (value) =>
      ['true', 'false', 'loopback'].includes(value) ||
      value
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean)
        .every((address) => isIP(address) !== 0),
    'must be true, false, loopback or a comma-separated list of IP addresses, e.g. 127.0.0.1,10.0.0.5',
  ),
)
const absoluteUrl = (example: string) => v.pipe(v.string(), v.url(`must be an absolute URL, e.g. ${example}`))

/** Every variable, by name; an unset or blank variable is absent. */
const EnvSchema = v.object({
  NODE_ENV: v.optional(text),
  PORT: v.optional(port, DEFAULTS.PORT),
  API_PORT: v.optional(port, DEFAULTS.API_PORT),
  HOST: v.optional(text),
  TRUST_PROXY: v.optional(trustProxy),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.startsWith('postgres', 'must be a postgres:// URL'))),
  DATABASE_WAIT_SECONDS: v.optional(wholeNumber('seconds', 0, 3600), DEFAULTS.DATABASE_WAIT_SECONDS),
  SHUTDOWN_DRAIN_SECONDS: v.optional(wholeNumber('seconds', 0, 600), DEFAULTS.SHUTDOWN_DRAIN_SECONDS),
  KEEP_ALIVE_TIMEOUT_SECONDS: v.optional(wholeNumber('seconds', 1, 3600), DEFAULTS.KEEP_ALIVE_TIMEOUT_SECONDS),
  DATA_DIR: v.optional(text, DEFAULTS.DATA_DIR),
  FILE_STORAGE: v.optional(v.picklist(['local', 's3'], 'must be local or s3'), DEFAULTS.FILE_STORAGE),
  UPLOADS_DIR: v.optional(text),
  S3_ENDPOINT: v.optional(absoluteUrl('https://storage.yandexcloud.net')),
  S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)'),
    ),
  ),
  S3_REGION: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{2,32}$/, 'must be a region name, e.g. ru-central1'))),
  S3_ACCESS_KEY_ID: v.optional(text),
  S3_SECRET_ACCESS_KEY: v.optional(text),
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['true', 'false'], 'must be true or false')),
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
  // A timer waits at most 24.8 days; a week is plenty for a clean-up.
  MAINTENANCE_INTERVAL_MINUTES: v.optional(wholeNumber('minutes', 0, 10_080), DEFAULTS.MAINTENANCE_INTERVAL_MINUTES),
  TOKEN_RETENTION_DAYS: v.optional(wholeNumber('days', 1, 3_650), DEFAULTS.TOKEN_RETENTION_DAYS),
  MAIL_RETENTION_DAYS: v.optional(wholeNumber('days', 1, 3_650), DEFAULTS.MAIL_RETENTION_DAYS),
  CONSENT_RETENTION_DAYS: v.optional(wholeNumber('days', 1, 36_500), DEFAULTS.CONSENT_RETENTION_DAYS),
  REVISIONS_KEPT: v.optional(wholeNumber('revisions', 1, 10_000), DEFAULTS.REVISIONS_KEPT),
  METRICS_PORT: v.optional(port, DEFAULTS.METRICS_PORT),
  METRICS_HOST: v.optional(text, DEFAULTS.METRICS_HOST),
  LOG_LEVEL: v.optional(v.picklist(['info', 'warn', 'error'], 'must be info, warn or error'), DEFAULTS.LOG_LEVEL),
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
  /** How long start-up waits for the database to answer before it gives up (exit 1). */
  databaseWaitSeconds: number
  /**
   * After SIGTERM: how long the server keeps serving (readiness 503, every answer with
   * Connection: close) before it stops taking connections, so a load balancer can take it out first.
   */
  shutdownDrainSeconds: number
  /** How long an idle keep-alive connection is kept open; above the balancer's own idle timeout. */
  keepAliveTimeoutSeconds: number
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
  /** The least severe log line written: `info` writes a line per request, `warn` only what needs a look. */
  logLevel: LogLevel
  /** Where Prometheus scrapes GET /metrics (METRICS_HOST, METRICS_PORT); null when METRICS_PORT is 0. */
  metrics: { host: string; port: number } | null
  /** ADMIN_EMAIL and ADMIN_PASSWORD: the account made or promoted admin at start while there is no admin. */
  firstAdmin: FirstAdmin | null
  /** The periodic clean-up of the database (api/db/maintenance.ts). */
  maintenance: MaintenanceSettings
  /** What the reference API needs. */
  api: ApiConfig
}

/** ADMIN_EMAIL and ADMIN_PASSWORD (api/services/first-admin.ts). */
export interface FirstAdmin {
  email: string
  password: string
}

/** How long each kind of row is kept once it has served its purpose, in days. */
export interface Retention {
  /** Ended sessions, expired or revoked tokens, used or expired mailed links and staff invitations. */
  tokenDays: number
  /** Mails sent (from sending) or given up (from queueing). */
  mailDays: number
  /** Consents whose person is gone (from anonymisation). */
  consentDays: number
  /** How many of each editorial item's kept saves stay (the newest). */
  revisionsKept: number
}

/** The periodic clean-up of the database (api/db/maintenance.ts). */
export interface MaintenanceSettings {
  /** Minutes between runs; 0: the server never runs the job (`npm run db:maintenance` still does). */
  intervalMinutes: number
  retention: Retention
}

/** A variable with a wrong value: the message names it, for a person to fix, not a stack to read. */
class ConfigError extends Error {
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

const SECRETS = new Set(['ADMIN_PASSWORD', 'S3_SECRET_ACCESS_KEY'])

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const

/** FILE_STORAGE and what goes with it; a half-made choice is refused rather than guessed. */
function fileStorageOf(parsed: v.InferOutput<typeof EnvSchema>, dataDir: string): FileStorageConfig {
  const problems: string[] = []
  const setS3 = S3_VARIABLES.filter((name) => parsed[name] !== undefined)
  if (parsed.FILE_STORAGE === 'local') {
    // Set by mistake they would leave each instance writing to its own disk without a word.
    if (setS3.length > 0) problems.push(`${setS3.join(', ')} ${setS3.length > 1 ? 'are' : 'is'} set but FILE_STORAGE is not s3`)
  } else {
    if (!parsed.S3_BUCKET) problems.push('S3_BUCKET must be set when FILE_STORAGE is s3')
    if (!parsed.S3_REGION) problems.push('S3_REGION must be set when FILE_STORAGE is s3 (ru-central1 for Yandex Object Storage)')
    if (parsed.UPLOADS_DIR) problems.push('UPLOADS_DIR is set but FILE_STORAGE is s3: files go to the bucket')
  }
  if (Boolean(parsed.S3_ACCESS_KEY_ID) !== Boolean(parsed.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither)')
  }
  if (problems.length > 0) throw new ConfigError(`Wrong configuration:\n${problems.join('\n')}`)
  if (parsed.FILE_STORAGE === 'local') return { kind: 'local', dir: resolve(parsed.UPLOADS_DIR ?? join(dataDir, 'uploads')) }
  return {
    kind: 's3',
    bucket: parsed.S3_BUCKET!,
    region: parsed.S3_REGION!,
    endpoint: parsed.S3_ENDPOINT,
    // Path-style by default for an endpoint of one's own (MinIO knows no other); AWS wants bucket subdomains.
    forcePathStyle: (parsed.S3_FORCE_PATH_STYLE ?? String(parsed.S3_ENDPOINT !== undefined)) === 'true',
    credentials:
      parsed.S3_ACCESS_KEY_ID && parsed.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: parsed.S3_ACCESS_KEY_ID, secretAccessKey: parsed.S3_SECRET_ACCESS_KEY }
        : undefined,
  }
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
      // A password or a secret key is never repeated into a log.
      const got = SECRETS.has(name) ? '' : `, got "${present[name] ?? ''}"`
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
    databaseWaitSeconds: parsed.DATABASE_WAIT_SECONDS,
    shutdownDrainSeconds: parsed.SHUTDOWN_DRAIN_SECONDS,
    keepAliveTimeoutSeconds: parsed.KEEP_ALIVE_TIMEOUT_SECONDS,
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
    logLevel: parsed.LOG_LEVEL,
    metrics: parsed.METRICS_PORT === 0 ? null : { host: parsed.METRICS_HOST, port: parsed.METRICS_PORT },
    firstAdmin:
      parsed.ADMIN_EMAIL && parsed.ADMIN_PASSWORD ? { email: parsed.ADMIN_EMAIL.toLowerCase(), password: parsed.ADMIN_PASSWORD } : null,
    maintenance: {
      intervalMinutes: parsed.MAINTENANCE_INTERVAL_MINUTES,
      retention: {
        tokenDays: parsed.TOKEN_RETENTION_DAYS,
        mailDays: parsed.MAIL_RETENTION_DAYS,
        consentDays: parsed.CONSENT_RETENTION_DAYS,
        revisionsKept: parsed.REVISIONS_KEPT,
      },
    },
    api: {
      siteUrl,
      files: fileStorageOf(parsed, dataDir),
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
