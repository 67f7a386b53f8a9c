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
      uploadsDir: resolve('.data', 'uploads'),
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
    expect(config.api.uploadsDir).toBe('/srv/agency/uploads')
    expect(config.api.mail.folder).toBe('/srv/agency/mail')
    expect(config.siteUrl).toBe('http://localhost:8080')
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
  })

  it('drops the trailing slash of SITE_URL and reads the counters', () => {
    const config = readConfig({ SITE_URL: 'https://malakhit.studio/', YM_COUNTER_ID: '12345678', GTM_ID: 'GTM-TEST123' })
    expect(config.siteUrl).toBe('https://malakhit.studio')
    expect(config.analytics).toEqual({ ymCounterId: 12345678, gtmId: 'GTM-TEST123' })
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

  it('stops a start script with the message alone, no stack', () => {
    const node = resolve('node_modules/.bin/node')
    const run = spawnSync(node, ['scripts/db-prepare.ts'], { env: { ...process.env, API_PORT: 'none' }, encoding: 'utf8', timeout: 30_000 })
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe('Wrong configuration:\nAPI_PORT must be a port number (0 to 65535), got "none"')
  })
})

describe("README's Configuration table", () => {
  const readme = readFileSync(resolve('README.md'), 'utf8')
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1))
  const rows = [...section.matchAll(/^\| `([A-Z_]+)` \| ([^|]+) \|/gm)].map(([, name, defaultCell]) => [name, defaultCell?.trim()] as const)

  it('lists every variable of the configuration, and no other', () => {
    expect(rows.map(([name]) => name).sort()).toEqual([...CONFIG_VARIABLES].sort())
  })

  it('documents the defaults the configuration uses', () => {
    const documented = Object.fromEntries(rows)
    for (const [name, value] of Object.entries(DEFAULTS)) expect(documented[name], name).toBe(`\`${value}\``)
  })
})
