import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Server } from 'srvx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpServer } from '../../../server/http.ts'
import { MB, peakThreadBytesDuring, sendBytes, sendChunked, sendRaw, type RawAnswer } from '../../support/raw-http.ts'
import { MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE } from '#shared/input-depth.ts'
import { newUserFields, registerUser } from './support/accounts.ts'
import { forgetRateLimits, openAccountApi, type AccountApi } from './support/account-api.ts'
import { signedInWith } from './support/staff.ts'
import { createTestClient } from './support/test-api.ts'

// A fuzzing run kept as a test (decision 014): a bounded table of hostile bodies against every write
// endpoint of the API, served as in production (srvx with its cap on every body), sent chunked as a
// streaming client would. No answer is a 5xx; a refusal is short, in Russian, and never the input.

/** Text that must never come back in an answer. */
const MARKER = 'HOSTILE-7f3a'

type Auth = 'none' | 'client' | 'user'

interface Endpoint {
  method: 'POST' | 'PATCH' | 'DELETE'
  path: string
  auth: Auth
  /** The fields it reads (none for those that read no body). */
  fields: string[]
}

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/oauth/token',
    auth: 'none',
    fields: ['grant_type', 'username', 'password', 'refresh_token', 'client_id', 'client_secret'],
  },
  {
    method: 'POST',
    path: '/v1/register',
    auth: 'client',
    fields: ['name', 'email', 'phone', 'company', 'password', 'password_confirmation', 'consent'],
  },
  { method: 'POST', path: '/v1/email/verify', auth: 'client', fields: ['code', 'token'] },
  { method: 'POST', path: '/v1/email/verification-notification', auth: 'user', fields: [] },
  { method: 'POST', path: '/v1/password/forgot', auth: 'client', fields: ['email'] },
  { method: 'POST', path: '/v1/password/reset', auth: 'client', fields: ['token', 'email', 'password', 'password_confirmation'] },
  { method: 'POST', path: '/v1/password/reset/check', auth: 'client', fields: ['token', 'email'] },
  { method: 'POST', path: '/v1/login-links', auth: 'client', fields: ['email', 'redirect'] },
  { method: 'POST', path: '/v1/login-by-token', auth: 'client', fields: ['token'] },
  {
    method: 'POST',
    path: '/v1/briefs',
    auth: 'client',
    fields: [
      'name',
      'company',
      'email',
      'phone',
      'services',
      'budget',
      'deadline',
      'description',
      'attachment',
      'consent',
      'website',
      'started_at',
    ],
  },
  {
    method: 'POST',
    path: '/v1/contact-requests',
    auth: 'client',
    fields: ['name', 'email', 'phone', 'message', 'consent', 'website', 'started_at'],
  },
  {
    method: 'PATCH',
    path: '/v1/users',
    auth: 'user',
    fields: ['name', 'phone', 'company', 'email', 'current_password', 'password', 'password_confirmation'],
  },
  { method: 'POST', path: '/v1/logout', auth: 'user', fields: [] },
  { method: 'POST', path: '/v1/consents/cookies', auth: 'user', fields: ['choice', 'version'] },
  { method: 'DELETE', path: '/v1/users', auth: 'user', fields: ['password', 'code'] },
]

interface Hostile {
  name: string
  type: string
  body: (fields: string[]) => string | Uint8Array
}

const anyFields = (fields: string[]) => (fields.length > 0 ? fields : ['name'])
const each = (fields: string[], value: unknown) => JSON.stringify(Object.fromEntries(anyFields(fields).map((field) => [field, value])))

/** JSON lists nested `levels` deep, written as text: JSON.stringify itself overflows the stack past a few thousand. */
const nestedLists = (levels: number) => '['.repeat(levels) + ']'.repeat(levels)

/** Deep enough to overflow any walk that calls itself once a level, yet under the 16 KB cap of the smallest bodies. */
const THOUSANDS_DEEP = 7_900

/** A multipart body written by hand, so that it can be broken on purpose. */
const multipart = (parts: string[], end = '--zz--\r\n') => parts.map((part) => `--zz\r\n${part}\r\n`).join('') + end

const HOSTILE: Hostile[] = [
  { name: 'broken JSON', type: 'application/json', body: () => `{"name": "${MARKER}", ` },
  { name: 'a JSON list', type: 'application/json', body: () => `[1, "${MARKER}"]` },
  { name: 'a JSON string', type: 'application/json', body: () => `"${MARKER}"` },
  { name: 'JSON null', type: 'application/json', body: () => 'null' },
  { name: 'an empty JSON body', type: 'application/json', body: () => '' },
  { name: 'JSON nested thousands deep', type: 'application/json', body: () => nestedLists(5000) },
  {
    name: 'a field nested thousands deep',
    type: 'application/json',
    body: (fields) => `{"${anyFields(fields)[0]}": ${nestedLists(THOUSANDS_DEEP)}}`,
  },
  {
    name: 'every field nested one level past the limit',
    type: 'application/json',
    body: (fields) =>
      `{${anyFields(fields)
        .map((field) => `"${field}": ${nestedLists(MAX_INPUT_DEPTH)}`)
        .join(', ')}}`,
  },
  { name: 'objects in every field', type: 'application/json', body: (fields) => each(fields, { a: [1, { b: MARKER }] }) },
  { name: 'numbers in every field', type: 'application/json', body: (fields) => each(fields, 1e308) },
  { name: 'lists in every field', type: 'application/json', body: (fields) => each(fields, [MARKER, MARKER]) },
  { name: 'NUL characters in every field', type: 'application/json', body: (fields) => each(fields, `${MARKER}\u0000`) },
  {
    name: 'prototype keys',
    type: 'application/json',
    body: () => `{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": "${MARKER}"}}}`,
  },
  {
    name: 'bytes that are not UTF-8',
    type: 'application/json',
    body: () => new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0xc3, 0x28, 0x7d]),
  },
  {
    name: 'multipart cut short',
    type: 'multipart/form-data; boundary=zz',
    body: () => `--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\n${MARKER}\r\n--zz\r\nContent-Disposition: form-da`,
  },
  { name: 'multipart without a boundary', type: 'multipart/form-data', body: () => `${MARKER}\r\n--\r\n` },
  {
    name: 'files in every field',
    type: 'multipart/form-data; boundary=zz',
    body: (fields) =>
      multipart(
        anyFields(fields).map(
          (field) =>
            `Content-Disposition: form-data; name="${field}"; filename="${MARKER}.exe"\r\nContent-Type: application/octet-stream\r\n\r\nMZ${MARKER}`,
        ),
      ),
  },
  {
    name: 'repeated and bracketed form keys',
    type: 'application/x-www-form-urlencoded',
    body: (fields) =>
      `${anyFields(fields)
        .flatMap((field) => [`${field}=${MARKER}`, `${field}=x`, `${field}[]=y`, `${field}[a][b]=z`])
        .join('&')}&__proto__[x]=1`,
  },
  {
    name: 'broken percent-encoding',
    type: 'application/x-www-form-urlencoded',
    body: (fields) =>
      anyFields(fields)
        .map((field) => `${field}=%E0%A4%A`)
        .join('&'),
  },
  { name: 'plain text', type: 'text/plain', body: () => MARKER },
  { name: 'XML', type: 'application/xml', body: () => `<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "${MARKER}">]><a>&x;</a>` },
]

/** Some letters of Russian: every message meant for people has them. */
const RUSSIAN = /[а-яё]/i
/** valibot's, JavaScript's and the runtime's own words, which must never reach a client. */
const INTERNAL =
  /Invalid (type|length|key)|Expected|received|SyntaxError|TypeError|Unexpected token|at .+\.[tj]s|stack|HTTPError|Seroval|undefined/

/** What a refusal must be: JSON, short, in Russian (the token endpoint's RFC error code aside), never the input. */
function expectDecentRefusal(answer: RawAnswer, what: string) {
  expect(answer.status, what).toBeGreaterThanOrEqual(400)
  expect(answer.status, what).toBeLessThan(500)
  expect(answer.body.length, what).toBeLessThan(2048)
  expect(answer.body, what).not.toContain(MARKER)
  expect(answer.body, what).not.toMatch(INTERNAL)
  const body = JSON.parse(answer.body) as { message?: string; error_description?: string; errors?: Record<string, string[]> }
  expect(body.message ?? body.error_description, what).toMatch(RUSSIAN)
  for (const [field, messages] of Object.entries(body.errors ?? {})) {
    for (const message of messages) expect(message, `${what}: ${field}`).toMatch(RUSSIAN)
  }
}

describe('hostile bodies at every API write endpoint', () => {
  let account: AccountApi
  let server: Server
  let base: string
  let clientDir: string
  let visitor = 0

  /** Each request is a visitor of its own (the site forwards the visitor's address), so per-IP limits stay out of the way. */
  const headersFor = async (auth: Auth, extra: Record<string, string> = {}) => {
    const headers: Record<string, string> = { 'x-forwarded-for': `10.12.${Math.floor(++visitor / 250)}.${(visitor % 250) + 1}`, ...extra }
    if (auth === 'client') headers.authorization = `Bearer ${account.site.token}`
    if (auth === 'user') {
      // A fresh account each time: some endpoints end the session or the account itself. The
      // accounts are all registered from one address, so its registration limit is forgotten first.
      await forgetRateLimits(account.database)
      const user = await registerUser(account.api, account.site.token)
      headers.authorization = `Bearer ${user.tokens.access_token}`
    }
    return headers
  }

  beforeAll(async () => {
    account = await openAccountApi()
    clientDir = mkdtempSync(join(tmpdir(), 'hostile-input-'))
    server = createHttpServer({ clientDir, port: 0, hostname: '127.0.0.1', fetch: (request) => account.api.fetch(request) })
    await server.ready()
    base = `${server.url!.replace(/\/$/, '')}/api`
  })
  afterAll(async () => {
    await server.close(true)
    rmSync(clientDir, { recursive: true, force: true })
    await account.database.destroy()
  })

  it.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s never answers a hostile body with 5xx, nor with the input or internal words',
    async (_, endpoint) => {
      // One account for the whole table; endpoints that end it are the last of theirs to run.
      const headers = await headersFor(endpoint.auth)
      for (const hostile of HOSTILE) {
        const what = `${endpoint.method} ${endpoint.path} with ${hostile.name}`
        const answer = await sendRaw(`${base}${endpoint.path}`, {
          method: endpoint.method,
          headers: { ...headers, 'content-type': hostile.type },
          body: hostile.body(endpoint.fields),
        })
        expect(answer.status, what).toBeLessThan(500)
        if (answer.status >= 400) expectDecentRefusal(answer, what)
      }
    },
  )

  describe('a request the HTTP parser cannot read', () => {
    const request = (target: Buffer, headers = '') =>
      Buffer.concat([Buffer.from('GET '), target, Buffer.from(` HTTP/1.1\r\nHost: localhost\r\n${headers}\r\n`)])

    it('answers raw UTF-8 in the address with 400 and a reason in Russian, not an empty answer', async () => {
      const answer = await sendBytes(base, request(Buffer.from('/search/?q=доступность', 'utf8')))
      expect(answer.status).toBe(400)
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(answer.headers.connection).toBe('close')
      expect(answer.body).toMatch(/^Запрос не удалось прочитать/)
    })

    it('answers headers past the size Node reads with 431', async () => {
      const answer = await sendBytes(base, request(Buffer.from('/'), `X-Filler: ${'a'.repeat(20_000)}\r\n`))
      expect(answer.status).toBe(431)
      expect(answer.body).toMatch(/^Запрос не удалось прочитать/)
    })

    it('still answers a well-formed request on the same server', async () => {
      const answer = await sendBytes(
        base,
        request(Buffer.from('/api/health?q=%D0%B4%D0%BE%D1%81%D1%82%D1%83%D0%BF'), 'Connection: close\r\n'),
      )
      expect(answer.status).toBe(200)
    })
  })

  it('reads a chunked body under a cap as any other (a JSON sign-in request arriving in chunks)', async () => {
    const user = await registerUser(account.api, account.site.token)
    const answer = await sendRaw(`${base}/oauth/token`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: user.email,
        password: user.password,
        client_id: account.site.id,
        client_secret: account.site.secret,
      }).toString(),
    })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({ token_type: 'Bearer' })
  })

  it('answers 413 once a chunked body passes the cap of any endpoint, holding none of 300 MB', async () => {
    // The API serves in this thread: what it holds is this thread's heap and buffers.
    const held = await peakThreadBytesDuring(async () => {
      for (const endpoint of ENDPOINTS.filter(({ fields }) => fields.length > 0)) {
        const headers = await headersFor(endpoint.auth, {
          'content-type': endpoint.path === '/v1/briefs' ? 'multipart/form-data; boundary=zz' : 'application/json',
        })
        const answer = await sendChunked(`${base}${endpoint.path}`, { method: endpoint.method, headers, totalBytes: 300 * MB })
        const what = `${endpoint.method} ${endpoint.path}`
        expect(answer.status, what).toBe(413)
        expect(answer.sentBytes, what).toBeLessThan(300 * MB)
        expectDecentRefusal({ ...answer, headers: {} }, what)
      }
    })
    expect(held).toBeLessThan(100 * MB)
  })

  it.each(
    ENDPOINTS.filter(({ fields }) => fields.length > 0).map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const),
  )('%s refuses JSON nested past the limit with 400 and says why, and reads JSON at the limit', async (_, endpoint) => {
    const headers = await headersFor(endpoint.auth, { 'content-type': 'application/json' })
    const send = (body: string) => sendRaw(`${base}${endpoint.path}`, { method: endpoint.method, headers, body })
    const reason = (answer: RawAnswer) => {
      const body = JSON.parse(answer.body) as { message?: string; error_description?: string }
      return body.message ?? body.error_description
    }
    const [field] = endpoint.fields
    // The brief takes only a multipart form: JSON of any depth is the wrong kind of body.
    const refusal = endpoint.path === '/v1/briefs' ? 415 : 400
    const pastLimit = await send(`{"${field}": ${nestedLists(MAX_INPUT_DEPTH)}}`)
    expect(pastLimit.status).toBe(refusal)
    if (refusal === 400) expect(reason(pastLimit)).toBe(TOO_DEEP_MESSAGE)
    // Thousands deep: the same, unless the body is past the route's cap first (1 KB for the cookie choice).
    const thousandsDeep = await send(`{"${field}": ${nestedLists(THOUSANDS_DEEP)}}`)
    expect([refusal, 413]).toContain(thousandsDeep.status)
    if (thousandsDeep.status === 400) expect(reason(thousandsDeep)).toBe(TOO_DEEP_MESSAGE)
    const atLimit = await send(`{"${field}": ${nestedLists(MAX_INPUT_DEPTH - 1)}}`)
    expect(atLimit.status).toBeLessThan(500)
    if (atLimit.status >= 400) expect(reason(atLimit)).not.toBe(TOO_DEEP_MESSAGE)
  })

  it('answers a declared length past the cap with 413 before reading anything', async () => {
    const answer = await sendRaw(`${base}/v1/contact-requests`, {
      headers: await headersFor('client', { 'content-type': 'application/json' }),
      body: JSON.stringify({ message: MARKER.repeat(10_000) }),
      chunked: false,
    })
    expect(answer.status).toBe(413)
    expectDecentRefusal(answer, 'a declared length')
  })
})

describe('messages about values of the wrong kind', () => {
  let account: AccountApi
  let visitor = 0
  beforeAll(async () => {
    account = await openAccountApi()
  })
  afterAll(() => account.database.destroy())

  const started = () => String(Date.now() - 60_000)
  /** A body that passes everything but the field under test. */
  const JSON_ENDPOINTS: { path: string; method: string; auth: Auth; valid: () => Record<string, unknown> }[] = [
    { path: '/v1/register', method: 'POST', auth: 'client', valid: () => newUserFields() },
    { path: '/v1/email/verify', method: 'POST', auth: 'client', valid: () => ({}) },
    { path: '/v1/password/forgot', method: 'POST', auth: 'client', valid: () => ({ email: newUserFields().email }) },
    {
      path: '/v1/password/reset',
      method: 'POST',
      auth: 'client',
      valid: () => ({
        token: 'x'.repeat(40),
        email: newUserFields().email,
        password: 'Зелёный-чайник-42',
        password_confirmation: 'Зелёный-чайник-42',
      }),
    },
    {
      path: '/v1/password/reset/check',
      method: 'POST',
      auth: 'client',
      valid: () => ({ token: 'x'.repeat(40), email: newUserFields().email }),
    },
    { path: '/v1/login-links', method: 'POST', auth: 'client', valid: () => ({ email: newUserFields().email, redirect: '/profile/' }) },
    { path: '/v1/login-by-token', method: 'POST', auth: 'client', valid: () => ({ token: 'x'.repeat(40) }) },
    {
      path: '/v1/contact-requests',
      method: 'POST',
      auth: 'client',
      valid: () => ({
        name: 'Мария',
        email: 'maria@example.ru',
        phone: '',
        message: 'Нужен сайт для нашей компании.',
        consent: true,
        website: '',
        started_at: started(),
      }),
    },
    { path: '/v1/users', method: 'PATCH', auth: 'user', valid: () => ({}) },
    { path: '/v1/users', method: 'DELETE', auth: 'user', valid: () => ({ password: 'Зелёный-чайник-42' }) },
  ]
  const fieldsOf = (path: string, method: string) =>
    ENDPOINTS.find((endpoint) => endpoint.path === path && endpoint.method === method)!.fields

  const send = async (path: string, method: string, auth: Auth, body: BodyInit, type?: string) => {
    const headers: Record<string, string> = { 'x-forwarded-for': `10.13.${Math.floor(++visitor / 250)}.${(visitor % 250) + 1}` }
    if (type) headers['content-type'] = type
    if (auth === 'client') headers.authorization = `Bearer ${account.site.token}`
    if (auth === 'user') headers.authorization = `Bearer ${(await registerUser(account.api, account.site.token)).tokens.access_token}`
    return account.api.request(`/api${path}`, { method, headers, body })
  }

  /** Every message of a refusal is Russian, none is valibot's English. */
  async function expectRussian(response: Response, what: string) {
    expect(response.status, what).toBe(422)
    const body = (await response.json()) as { message: string; errors?: Record<string, string[]> }
    const messages = [body.message, ...Object.values(body.errors ?? {}).flat()]
    for (const message of messages) {
      expect(message, what).toMatch(RUSSIAN)
      expect(message, what).not.toMatch(INTERNAL)
    }
  }

  it.each(JSON_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s: an object in any field is refused in Russian',
    async (_, endpoint) => {
      const { path } = endpoint
      for (const field of fieldsOf(path, endpoint.method)) {
        const body = JSON.stringify({ ...endpoint.valid(), [field]: { a: 1 } })
        await expectRussian(await send(path, endpoint.method, endpoint.auth, body, 'application/json'), `${path} ${field}`)
      }
    },
  )

  it('the brief: a file in a text field and text where the file goes are refused in Russian', async () => {
    const brief = () => {
      const form = new FormData()
      for (const [key, value] of Object.entries({
        name: 'Анна',
        email: 'anna@example.ru',
        description: 'Нужен новый корпоративный сайт с каталогом.',
        consent: 'on',
        website: '',
        started_at: started(),
      })) {
        form.set(key, value)
      }
      form.append('services[]', 'website')
      return form
    }
    for (const field of ['name', 'company', 'email', 'phone', 'services', 'budget', 'deadline', 'description']) {
      const form = brief()
      form.delete(field)
      form.set(field, new File(['%PDF-1.4'], 'brief.pdf'))
      await expectRussian(await send('/v1/briefs', 'POST', 'client', form), `briefs ${field}`)
    }
    const withText = brief()
    withText.set('attachment', 'это не файл')
    const response = await send('/v1/briefs', 'POST', 'client', withText)
    expect(response.status).toBe(422)
    const body = (await response.json()) as { errors: Record<string, string[]> }
    expect(body.errors.attachment?.[0]).toMatch(RUSSIAN)
    expect(body.errors.attachment?.[0]).not.toMatch(INTERNAL)
  })
})

describe('a body nested past the limit at every write endpoint of the API, the staff area’s included', () => {
  let account: AccountApi
  beforeAll(async () => {
    account = await openAccountApi()
  })
  afterAll(() => account.database.destroy())

  /** The write routes that read no body: they answer as they always do, whatever comes with them. */
  const READ_NO_BODY = new Set([
    'DELETE /api/v1/sessions',
    'DELETE /api/v1/sessions/:id',
    'POST /api/v1/email/verification-notification',
    'POST /api/v1/logout',
    'POST /api/v1/admin/second-factor/setup',
    'DELETE /api/v1/admin/staff/invitations/:id',
    'DELETE /api/v1/admin/posts/:id',
    'DELETE /api/v1/admin/tags/:id',
    'DELETE /api/v1/admin/redirects/:id',
    'DELETE /api/v1/admin/search-synonyms/:id',
    ...['service-categories', 'services', 'solutions', 'clients', 'portfolio-groups', 'portfolio-projects', 'pages'].map(
      (type) => `DELETE /api/v1/admin/${type}/:id`,
    ),
  ])

  /** Every write route of the API, from its own table of routes, so that a new one is never left out. */
  const writeRoutes = () => [
    ...new Set(
      account.api.routes
        .filter(({ method }) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
        .map(({ method, path }) => `${method} ${path}`),
    ),
  ]

  it('refuses it with 400 and says why wherever a body is read, and never answers 5xx', async () => {
    const routes = writeRoutes()
    expect(routes.length).toBeGreaterThan(60)
    // One level past the limit fits under every route's cap (1 KB the smallest).
    const pastLimit = `{"name": ${nestedLists(MAX_INPUT_DEPTH)}}`
    const thousandsDeep = `{"name": ${nestedLists(THOUSANDS_DEEP)}}`
    const newCallers = async () => {
      await forgetRateLimits(account.database)
      const site = await createTestClient(account.database.db, { grants: ['client_credentials', 'password', 'refresh_token'] })
      return { site, admin: await signedInWith(account.api, account.database.db, site.token, 'admin') }
    }
    let shared: Awaited<ReturnType<typeof newCallers>> | undefined
    for (const route of routes) {
      const [method, pattern] = route.split(' ') as [string, string]
      const path = pattern.replace(':kind', 'contact').replace(/:\w+/g, '1')
      // A route that reads no body does what it does (ends the token, the session, the account): it gets a
      // client and a staff member of its own. Every other route must refuse before it does anything.
      const { site, admin } = READ_NO_BODY.has(route) || !shared ? await newCallers() : shared
      shared ??= { site, admin }
      const answers: { body: string; status: number; message: string | undefined }[] = []
      for (const token of [admin.token, site.token]) {
        for (const body of [pastLimit, thousandsDeep]) {
          const response = await account.api.request(path, {
            method,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body,
          })
          const answer = (await response.json().catch(() => ({}))) as { message?: string; error_description?: string }
          answers.push({ body, status: response.status, message: answer.message ?? answer.error_description })
        }
      }
      for (const { status, message } of answers) {
        expect(status, route).toBeLessThan(500)
        if (status >= 400) expect(message, route).toMatch(RUSSIAN)
      }
      type Answer = (typeof answers)[number]
      const tooDeep = (answer: Answer) => answer.status === 400 && answer.message === TOO_DEEP_MESSAGE
      const answered = (body: string, how: (answer: Answer) => boolean) => answers.some((answer) => answer.body === body && how(answer))
      // The brief and the media library take only multipart forms, which cannot nest.
      const readsJson = !READ_NO_BODY.has(route) && !['POST /api/v1/briefs', 'POST /api/v1/admin/media'].includes(route)
      expect(answered(pastLimit, tooDeep), route).toBe(readsJson)
      // Thousands deep is past the cap of a few routes first (1 KB, 4 KB).
      if (readsJson)
        expect(
          answered(thousandsDeep, (answer) => tooDeep(answer) || answer.status === 413),
          route,
        ).toBe(true)
    }
  })
})
