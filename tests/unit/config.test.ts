import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONFIG_VARIABLES, DEFAULTS, readConfig } from '#server/config.ts'

describe('the configuration', () => {
  it('has a default for everything', () => {
    const config = readConfig({})
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      apiPort: 3001,
      host: undefined,
      trustProxy: false,
      database: { kind: 'pglite', dataDir: resolve('.data', 'pglite') },
      dataDir: resolve('.data'),
      apiBaseUrl: undefined,
      apiTimeoutSeconds: 10,
      siteClient: { id: undefined, secret: undefined },
      analytics: { ymCounterId: null, gtmId: null },
      siteUrl: 'http://localhost:3000',
      pageCacheMegabytes: 64,
    })
    expect(config.api).toEqual({
      siteUrl: 'http://localhost:3000',
      files: { kind: 'local', dir: resolve('.data', 'uploads') },
      staffSecondFactorRequired: false,
      mail: { url: undefined, from: DEFAULTS.MAIL_FROM, agencyInbox: DEFAULTS.MAIL_TO, folder: resolve('.data', 'mail') },
      tokens: { accessTokenTtl: 7200, refreshTokenTtl: 30 * 24 * 60 * 60, refreshGraceSeconds: 30, staffSessionTtl: 12 * 60 * 60 },
    })
  })

  it('treats a blank variable as unset', () => {
    expect(readConfig({ PORT: ' ', SITE_URL: '', DATA_DIR: '  ' })).toMatchObject({ port: 3000, siteUrl: 'http://localhost:3000' })
  })

  it('derives the local folders and the site address from DATA_DIR and PORT', () => {
    const config = readConfig({ DATA_DIR: '/srv/agency', PORT: '8080' })
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/srv/agency/pglite' })
    expect(config.api.files).toEqual({ kind: 'local', dir: '/srv/agency/uploads' })
    expect(config.api.mail.folder).toBe('/srv/agency/mail')
    expect(config.siteUrl).toBe('http://localhost:8080')
  })

  it('keeps uploads in an S3-compatible bucket when FILE_STORAGE is s3', () => {
    const s3 = { FILE_STORAGE: 's3', S3_BUCKET: 'malakhit-uploads', S3_REGION: 'ru-central1' }
    expect(
      readConfig({ ...s3, S3_ENDPOINT: 'https://storage.yandexcloud.net', S3_ACCESS_KEY_ID: 'YCAJ', S3_SECRET_ACCESS_KEY: 'secret' }).api
        .files,
    ).toEqual({
      kind: 's3',
      bucket: 'malakhit-uploads',
      region: 'ru-central1',
      endpoint: 'https://storage.yandexcloud.net',
      forcePathStyle: true,
      credentials: { accessKeyId: 'YCAJ', secretAccessKey: 'secret' },
    })
    // AWS itself: bucket subdomains, and the SDK's own credentials (an instance role).
    expect(readConfig({ ...s3, S3_REGION: 'eu-central-1' }).api.files).toMatchObject({
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    })
    expect(readConfig({ ...s3, S3_ENDPOINT: 'https://s3.example.ru', S3_FORCE_PATH_STYLE: 'false' }).api.files).toMatchObject({
      forcePathStyle: false,
    })
  })

  it.each([
    [{ FILE_STORAGE: 'nfs' }, 'FILE_STORAGE must be local or s3, got "nfs"'],
    [{ FILE_STORAGE: 's3', S3_REGION: 'ru-central1' }, 'S3_BUCKET must be set when FILE_STORAGE is s3'],
    [{ FILE_STORAGE: 's3', S3_BUCKET: 'uploads' }, 'S3_REGION must be set when FILE_STORAGE is s3'],
    [{ FILE_STORAGE: 's3', S3_BUCKET: 'Uploads_1', S3_REGION: 'ru-central1' }, 'S3_BUCKET must be a bucket name'],
    [{ FILE_STORAGE: 's3', S3_BUCKET: 'uploads', S3_REGION: 'ru-central1', S3_ENDPOINT: 'storage' }, 'S3_ENDPOINT must be an absolute URL'],
    [{ FILE_STORAGE: 's3', S3_BUCKET: 'uploads', S3_REGION: 'ru-central1', S3_ACCESS_KEY_ID: 'YCAJ' }, 'must be set together'],
    [
      { FILE_STORAGE: 's3', S3_BUCKET: 'uploads', S3_REGION: 'ru-central1', UPLOADS_DIR: '/srv/uploads' },
      'UPLOADS_DIR is set but FILE_STORAGE is s3',
    ],
    [{ S3_BUCKET: 'uploads', S3_REGION: 'ru-central1' }, 'S3_BUCKET, S3_REGION are set but FILE_STORAGE is not s3'],
  ])('refuses the file storage settings %o', (env, message) => {
    expect(() => readConfig(env)).toThrow(message)
  })

  it('never repeats the S3 secret key into a refusal', () => {
    expect(() => readConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'uploads', S3_REGION: 'ru-central1', S3_SECRET_ACCESS_KEY: 'hush' })).toThrow(
      /^(?![\s\S]*hush)/,
    )
  })

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://app@db:5432/agency' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@db:5432/agency',
    })
  })

  it('reads how long a call to a remote API may wait, in seconds', () => {
    expect(readConfig({ API_TIMEOUT_SECONDS: '30' }).apiTimeoutSeconds).toBe(30)
  })

  it('reads the proxies to trust', () => {
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(readConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback')
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2,' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2'])
    expect(readConfig({ TRUST_PROXY: '::1,127.0.0.1' }).trustProxy).toEqual(['::1', '127.0.0.1'])
  })

  it('reads the start-up wait, the drain and the keep-alive timeout, in seconds', () => {
    expect(readConfig({})).toMatchObject({ databaseWaitSeconds: 30, shutdownDrainSeconds: 10, keepAliveTimeoutSeconds: 65 })
    expect(readConfig({ DATABASE_WAIT_SECONDS: '0', SHUTDOWN_DRAIN_SECONDS: '0', KEEP_ALIVE_TIMEOUT_SECONDS: '75' })).toMatchObject({
      databaseWaitSeconds: 0,
      shutdownDrainSeconds: 0,
      keepAliveTimeoutSeconds: 75,
    })
  })

  it('drops the trailing slash of SITE_URL and reads the counters', () => {
    const config = readConfig({ SITE_URL: 'https://malakhit.studio/', YM_COUNTER_ID: '12345678', GTM_ID: 'GTM-TEST123' })
    expect(config.siteUrl).toBe('https://malakhit.studio')
    expect(config.analytics).toEqual({ ymCounterId: 12345678, gtmId: 'GTM-TEST123' })
  })

  it('reads the clean-up interval and the retention periods, with their defaults', () => {
    expect(readConfig({}).maintenance).toEqual({
      intervalMinutes: 60,
      retention: { tokenDays: 7, mailDays: 30, consentDays: 1095, revisionsKept: 50 },
    })
    expect(
      readConfig({
        MAINTENANCE_INTERVAL_MINUTES: '0',
        TOKEN_RETENTION_DAYS: '14',
        MAIL_RETENTION_DAYS: '90',
        CONSENT_RETENTION_DAYS: '1825',
        REVISIONS_KEPT: '5',
      }).maintenance,
    ).toEqual({ intervalMinutes: 0, retention: { tokenDays: 14, mailDays: 90, consentDays: 1825, revisionsKept: 5 } })
  })

  it('serves metrics on 127.0.0.1:9464 unless told otherwise, and not at all with METRICS_PORT=0', () => {
    expect(readConfig({}).metrics).toEqual({ host: '127.0.0.1', port: 9464 })
    expect(readConfig({ METRICS_PORT: '9500', METRICS_HOST: '10.0.0.7' }).metrics).toEqual({ host: '10.0.0.7', port: 9500 })
    expect(readConfig({ METRICS_PORT: '0' }).metrics).toBeNull()
  })

  it('turns on HSTS and Secure cookies in production only', () => {
    expect(readConfig({ NODE_ENV: 'production' }).production).toBe(true)
    expect(readConfig({ NODE_ENV: 'development' }).production).toBe(false)
    expect(readConfig({ NODE_ENV: 'test' }).production).toBe(false)
  })

  it.each([
    ['DATABASE_URL', 'mysql://db/agency', /DATABASE_URL must be a postgres:\/\/ URL, got "mysql:\/\/db\/agency"/],
    ['PORT', 'eighty', /PORT must be a port number/],
    ['API_PORT', '70000', /API_PORT must be a port number/],
    ['SITE_URL', 'malakhit.studio', /SITE_URL must be an absolute URL/],
    ['API_BASE_URL', '/api', /API_BASE_URL must be an absolute URL/],
    ['API_TIMEOUT_SECONDS', '0', /API_TIMEOUT_SECONDS must be a whole number of seconds \(1 to 120\)/],
    ['API_TIMEOUT_SECONDS', '300', /API_TIMEOUT_SECONDS must be a whole number of seconds \(1 to 120\)/],
    ['MAIL_URL', 'http://mail', /MAIL_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    ['MAIL_TO', 'nobody', /MAIL_TO must be an email address/],
    ['ACCESS_TOKEN_TTL', '30', /ACCESS_TOKEN_TTL must be at least 60 seconds/],
    ['PAGE_CACHE_MB', '1.5', /PAGE_CACHE_MB must be a whole number of megabytes/],
    ['YM_COUNTER_ID', 'abc', /YM_COUNTER_ID must be the number of a Yandex Metrika counter/],
    ['GTM_ID', 'UA-1', /GTM_ID must be a Google Tag Manager container id/],
    ['MAINTENANCE_INTERVAL_MINUTES', '-5', /MAINTENANCE_INTERVAL_MINUTES must be a whole number of minutes \(0 to 10080\)/],
    ['MAINTENANCE_INTERVAL_MINUTES', '50000', /MAINTENANCE_INTERVAL_MINUTES must be a whole number of minutes/],
    ['TOKEN_RETENTION_DAYS', '0', /TOKEN_RETENTION_DAYS must be a whole number of days \(1 to 3650\)/],
    ['MAIL_RETENTION_DAYS', 'month', /MAIL_RETENTION_DAYS must be a whole number of days/],
    ['CONSENT_RETENTION_DAYS', '2.5', /CONSENT_RETENTION_DAYS must be a whole number of days \(1 to 36500\)/],
    [
      'TRUST_PROXY',
      'not an ip!!',
      /TRUST_PROXY must be true, false, loopback or a comma-separated list of IP addresses.*, got "not an ip!!"/,
    ],
    ['TRUST_PROXY', '10.0.0.1, nginx', /TRUST_PROXY must be true, false, loopback or a comma-separated list of IP addresses/],
    ['TRUST_PROXY', '10.0.0.0/8', /TRUST_PROXY must be true, false, loopback or a comma-separated list of IP addresses/],
    ['DATABASE_WAIT_SECONDS', 'forever', /DATABASE_WAIT_SECONDS must be a whole number of seconds \(0 to 3600\)/],
    ['SHUTDOWN_DRAIN_SECONDS', '-1', /SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds \(0 to 600\)/],
    ['KEEP_ALIVE_TIMEOUT_SECONDS', '0', /KEEP_ALIVE_TIMEOUT_SECONDS must be a whole number of seconds \(1 to 3600\)/],
    ['METRICS_PORT', 'metrics', /METRICS_PORT must be a port number/],
  ])('names %s when its value is wrong (%s)', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(message)
  })

  it('reads the first admin only as a pair, and never repeats the password in its message', () => {
    expect(readConfig({}).firstAdmin).toBeNull()
    expect(readConfig({ ADMIN_EMAIL: 'Boss@Malakhit.Studio', ADMIN_PASSWORD: 'Малахитовая-шкатулка-7' }).firstAdmin).toEqual({
      email: 'boss@malakhit.studio',
      password: 'Малахитовая-шкатулка-7',
    })
    expect(() => readConfig({ ADMIN_EMAIL: 'boss@malakhit.studio' })).toThrow('ADMIN_EMAIL and ADMIN_PASSWORD must be set together')
    expect(() => readConfig({ ADMIN_EMAIL: 'boss@malakhit.studio', ADMIN_PASSWORD: 'short1' })).toThrow(
      /^Wrong configuration:\nADMIN_PASSWORD must be at least 8 characters$/,
    )
  })

  it('names every wrong variable at once', () => {
    expect(() => readConfig({ PORT: 'x', MAIL_TO: 'y' })).toThrow(/PORT must be .*\n.*MAIL_TO must be/)
  })

  // A child process of its own: on a busy machine its start alone can take many seconds.
  it('stops a start script with the message alone, no stack', { timeout: 120_000 }, () => {
    const node = resolve('node_modules/.bin/node')
    const run = spawnSync(node, ['scripts/db-prepare.ts'], {
      env: { ...process.env, API_PORT: 'none' },
      encoding: 'utf8',
      timeout: 110_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe('Wrong configuration:\nAPI_PORT must be a port number (0 to 65535), got "none"')
  })
})

describe("README's Configuration table", () => {
  const readme = readFileSync(resolve('README.md'), 'utf8')
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1))
  const rows = [...section.matchAll(/^\| `([A-Z0-9_]+)` \| ([^|]+) \|/gm)].map(
    ([, name, defaultCell]) => [name, defaultCell?.trim()] as const,
  )

  it('lists every variable of the configuration, and no other', () => {
    expect(rows.map(([name]) => name).sort()).toEqual([...CONFIG_VARIABLES].sort())
  })

  it('documents the defaults the configuration uses', () => {
    const documented = Object.fromEntries(rows)
    for (const [name, value] of Object.entries(DEFAULTS)) expect(documented[name], name).toBe(`\`${value}\``)
  })
})
