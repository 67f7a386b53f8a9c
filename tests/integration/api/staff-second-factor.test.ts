import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { latestMail, linkTokenIn, requestToken, send } from './support/accounts.ts'
import { type AccountApi, forgetRateLimits, openAccountApi } from './support/account-api.ts'
import { signedInWith } from './support/staff.ts'
import { createTestApi, testConfig } from './support/test-api.ts'
import type { StaffAccount } from '#shared/contract/staff.ts'

const STEP_MS = 30_000

describe('the staff’s second factor', () => {
  let database: AccountApi['database']
  let api: AccountApi['api']
  let site: AccountApi['site']
  let editor: Awaited<ReturnType<typeof signedInWith>>
  let secret: string
  /** The moment the enrolment's code belonged to: later codes are counted from it. */
  let enrolledAt: number
  /** Handed out at enrolment. */
  let recoveryCodes: string[] = []

  /** The code the authenticator app shows `steps` periods after enrolment. */
  const code = (steps: number) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: enrolledAt + steps * STEP_MS })
  const mine = (method: string, path: string, body?: unknown) =>
    send(api, method, `/v1/admin/second-factor${path}`, { token: editor.token, body })
  /** Whether the staff list shows the editor's second factor as on. */
  const listedAsOn = async () => {
    const { data } = (await (await send(api, 'GET', '/v1/admin/staff', { token: editor.token })).json()) as { data: StaffAccount[] }
    return data.find((member) => member.id === editor.id)?.second_factor
  }
  const signIn = (otp?: string) =>
    requestToken(api, {
      grant_type: 'password',
      client_id: site.id,
      client_secret: site.secret,
      username: editor.email,
      password: 'Зелёный-чайник-42',
      ...(otp === undefined ? {} : { otp }),
    })

  beforeAll(async () => {
    ;({ database, api, site } = await openAccountApi())
    editor = await signedInWith(api, database.db, site.token, 'editor')
  })
  beforeEach(() => forgetRateLimits(database))
  afterAll(() => database.destroy())

  it('is connected with the app’s first code, and answers ten recovery codes once', async () => {
    expect(await (await mine('GET', '')).json()).toEqual({ enabled: false, required: false, recovery_codes_left: 0 })
    const setup = await mine('POST', '/setup')
    expect(setup.status).toBe(200)
    const body = (await setup.json()) as { secret: string; uri: string }
    secret = body.secret
    expect(body.uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]+/)
    expect(decodeURIComponent(body.uri)).toContain(`issuer=Малахит`)

    const wrong = await mine('POST', '/confirm', { code: '000000' })
    expect(wrong.status).toBe(422)
    expect(await wrong.json()).toMatchObject({ errors: { code: [expect.stringContaining('Код не подошёл')] } })
    // A secret not yet confirmed is no second factor.
    expect(await listedAsOn()).toBe(false)

    enrolledAt = Date.now()
    const confirmed = await mine('POST', '/confirm', { code: code(0) })
    expect(confirmed.status).toBe(200)
    const { recovery_codes } = (await confirmed.json()) as { recovery_codes: string[] }
    expect(recovery_codes).toHaveLength(10)
    for (const recovery of recovery_codes) expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    expect(new Set(recovery_codes).size).toBe(10)
    expect(await (await mine('GET', '')).json()).toEqual({ enabled: true, required: false, recovery_codes_left: 10 })
    expect(await listedAsOn()).toBe(true)
    expect((await mine('POST', '/setup')).status).toBe(409)
    recoveryCodes = recovery_codes
  })

  it('asks for the code after a right password, and takes each code once', async () => {
    const withoutCode = await signIn()
    expect(withoutCode.status).toBe(400)
    expect(await withoutCode.json()).toMatchObject({ error: 'mfa_required' })
    const wrong = await signIn('123456')
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant', error_description: expect.stringContaining('Код не подошёл') })
    // The enrolment spent its own code.
    expect((await signIn(code(0))).status).toBe(400)
    expect((await signIn(code(1))).status).toBe(200)
    expect((await signIn(code(1))).status).toBe(400)
  })

  it('takes a recovery code once, with or without its hyphen’s neighbours in capitals', async () => {
    const [first, second] = recoveryCodes
    expect((await signIn(first!.toUpperCase())).status).toBe(200)
    expect((await signIn(first)).status).toBe(400)
    expect((await signIn(` ${second} `)).status).toBe(200)
    expect(await (await mine('GET', '')).json()).toMatchObject({ recovery_codes_left: 8 })
  })

  it('stops guessing: the sixth wrong code in a row is refused with 429, whatever the IP', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) expect((await signIn('111111')).status).toBe(400)
    const limited = await signIn('222222')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('a mailed sign-in link needs the code too, and stays usable until it comes', async () => {
    expect((await send(api, 'POST', '/v1/login-links', { token: site.token, body: { email: editor.email } })).status).toBe(202)
    const token = linkTokenIn((await latestMail(database.db, editor.email, 'account.login-link')).text, '/login-by-token/')
    const byLink = (otp?: string) => send(api, 'POST', '/v1/login-by-token', { token: site.token, body: { token, otp } })
    const withoutCode = await byLink()
    expect(withoutCode.status).toBe(422)
    expect(await withoutCode.json()).toMatchObject({ errors: { otp: [expect.stringContaining('Введите код')] } })
    expect((await byLink('654321')).status).toBe(422)
    // A minute on, the app shows a code no sign-in has used yet.
    vi.useFakeTimers({ toFake: ['Date'], now: enrolledAt + 2 * STEP_MS })
    try {
      expect((await byLink(code(2))).status).toBe(200)
      // The link is spent now, whatever the code.
      expect(await (await byLink(code(3))).json()).toMatchObject({ errors: { token: [expect.stringContaining('уже входили')] } })
    } finally {
      vi.useRealTimers()
    }
  })

  it('new recovery codes and turning it off need a code that works now', async () => {
    expect((await mine('POST', '/recovery-codes', { code: '000000' })).status).toBe(422)
    const renewed = await mine('POST', '/recovery-codes', { code: recoveryCodes[2] })
    expect(renewed.status).toBe(200)
    const fresh = ((await renewed.json()) as { recovery_codes: string[] }).recovery_codes
    expect((await signIn(recoveryCodes[3])).status).toBe(400)
    expect((await mine('DELETE', '', { code: fresh[0] })).status).toBe(204)
    expect(await (await mine('GET', '')).json()).toEqual({ enabled: false, required: false, recovery_codes_left: 0 })
    expect((await signIn()).status).toBe(200)
  })

  it('with STAFF_REQUIRE_TOTP, the staff area waits for it, except the way to turn it on', async () => {
    const strict = createTestApi(database.db, { config: { ...testConfig(), staffSecondFactorRequired: true } })
    const person = await signedInWith(api, database.db, site.token, 'editor')
    const call = (method: string, path: string, body?: unknown) => send(strict, method, `/v1/admin${path}`, { token: person.token, body })
    const refused = await call('GET', '/leads')
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ errors: { second_factor: [expect.stringContaining('включите вход по коду')] } })
    expect(await (await call('GET', '/second-factor')).json()).toMatchObject({ enabled: false, required: true })
    expect((await call('GET', '/me')).status).toBe(200)
    const { secret: ownSecret } = (await (await call('POST', '/second-factor/setup')).json()) as { secret: string }
    const own = new TOTP({ secret: Secret.fromBase32(ownSecret), digits: 6, period: 30 }).generate()
    expect((await call('POST', '/second-factor/confirm', { code: own })).status).toBe(200)
    expect((await call('GET', '/leads')).status).toBe(200)
  })
})
