import { globSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { serverFnId } from '../../../server/server-fn-id.ts'
import { MAX_INPUT_DEPTH } from '../../../shared/input-depth.ts'
import { MB, residentBytes, sendChunked } from '../../support/raw-http.ts'
import { siteFetch } from '../../support/site-fetch.ts'
import { START_TIMEOUT_MS, startSite } from '../../support/site-process.ts'

// A fuzzing run kept as a test (decision 014): a bounded table of hostile calls against every server
// function of the production build. No answer is a 5xx; a refusal is short, in Russian, and never
// the input or Start's own words; a body of any size leaves the server's memory flat.

const ROOT = resolve(import.meta.dirname, '../../..')

// One production server for the file; the tests run one after the other, so the last one can watch its memory.
let site: Awaited<ReturnType<typeof startSite>>
beforeAll(async () => {
  site = await startSite({}, { startTimeoutMs: START_TIMEOUT_MS })
}, 240_000)
// The stop waits out (10 s) the connections whose chunked bodies were refused at the cap: the server
// reads no more of them, so it never sees the client hang up.
afterAll(async () => {
  await site?.stop()
}, 30_000)

interface ServerFunction {
  name: string
  id: string
  method: 'GET' | 'POST'
  /** What its validator takes: nothing checked, data of a schema, or form data (the brief). */
  input: 'any' | 'schema' | 'form'
}

/**
 * Every server function in the source, with the id a production build gives it (a hash of its file
 * and name, server/server-fn-id.ts). The first test checks that the server knows each one, so none is left out unnoticed.
 */
function serverFunctions(): ServerFunction[] {
  const found: ServerFunction[] = []
  for (const file of globSync('app/**/*.functions.ts', { cwd: ROOT }).sort()) {
    const source = readFileSync(resolve(ROOT, file), 'utf8')
    for (const match of source.matchAll(/export const (\w+) = createServerFn\(\{ method: '(GET|POST)' \}\)([\s\S]*?)\.handler\(/g)) {
      const [, name, method, chain] = match as unknown as [string, string, 'GET' | 'POST', string]
      const id = serverFnId({ filename: file, functionName: `${name}_createServerFn_handler` })
      const input = chain.includes('.validator(formDataInput)') ? 'form' : chain.includes('.validator(') ? 'schema' : 'any'
      found.push({ name, id, method, input })
    }
  }
  return found
}

const FUNCTIONS = serverFunctions()
const byName = (name: string) => FUNCTIONS.find((fn) => fn.name === name)!

/** Text that must never come back in an answer. */
const MARKER = 'HOSTILE-5c1e'
const RUSSIAN = /[а-яё]/i
/** valibot's, JavaScript's, seroval's and Start's own words, which must never reach a client. */
const INTERNAL =
  /Invalid (type|length|key)|Expected|received|SyntaxError|TypeError|Unexpected token|Seroval|Server function|Invariant|at .+\.[tj]s|HTTPError|undefined/

/** The headers of Start's own client, which the browser sends on the site itself. */
const CALL = { 'x-tsr-serverFn': 'true', 'sec-fetch-site': 'same-origin' }

/** A plain value in seroval's JSON form, as Start's client sends call data (`{ data }`). */
function seroval(data: unknown): string {
  let id = 0
  const node = (value: unknown): unknown => {
    if (typeof value === 'string') return { t: 1, s: value }
    if (typeof value === 'number') return { t: 0, s: value }
    if (value === true) return { t: 2, s: 2 }
    if (value === false) return { t: 2, s: 3 }
    if (value === null) return { t: 2, s: 0 }
    if (Array.isArray(value)) return { t: 9, i: id++, a: value.map(node), o: 0 }
    const entries = Object.entries(value as object)
    return { t: 10, i: id++, p: { k: entries.map(([key]) => key), v: entries.map(([, item]) => node(item)) }, o: 0 }
  }
  return JSON.stringify({ t: node({ data }), f: 127, m: [] })
}

/** Lists nested `levels` deep as seroval's JSON, written as text (JSON.stringify overflows the stack a few thousand levels down). */
function serovalNestedLists(levels: number): string {
  let id = 1
  const open = Array.from({ length: levels }, () => `{"t":9,"i":${id++},"a":[`).join('')
  const data = `${open}${'],"o":0}'.repeat(levels)}`
  return `{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":10,"i":${id},"p":{"k":["name"],"v":[${data}]},"o":0}]},"o":0},"f":127,"m":[]}`
}

interface HostileCall {
  name: string
  method: 'GET' | 'POST'
  headers?: Record<string, string>
  /** POST body, or for GET the `payload` parameter. */
  body?: string
  /** The status it must get, when the table says; otherwise any below 500. */
  status?: number
}

const objectsInFields = {
  email: { a: MARKER },
  password: [MARKER],
  name: { b: 1 },
  token: 1,
  slug: { c: MARKER },
  page: MARKER,
  category: [1],
}
const longTexts = Object.fromEntries(
  ['email', 'password', 'name', 'token', 'slug', 'message', 'code'].map((key) => [key, MARKER.repeat(2000)]),
)

/** The table: each call as it arrives, and the status the guard promises where it does. */
function hostileCalls(fn: ServerFunction): HostileCall[] {
  const own = fn.method
  // Data that does not fit: a schema's 422, the brief's 415 for anything but form data.
  const misfit = fn.input === 'schema' ? { status: 422 } : fn.input === 'form' ? { status: 415 } : {}
  const json = { ...CALL, 'content-type': 'application/json' }
  const calls: HostileCall[] = [
    {
      name: 'no mark of Start’s client',
      method: own,
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: seroval({}),
      status: 400,
    },
    { name: 'the other method', method: own === 'GET' ? 'POST' : 'GET', headers: CALL, status: 405 },
    { name: 'objects where text belongs', method: own, headers: json, body: seroval(objectsInFields), ...misfit },
    {
      name: 'seroval of an unknown kind',
      method: own,
      headers: json,
      body: JSON.stringify({ t: { t: 99, s: MARKER }, f: 127, m: [] }),
      status: 400,
    },
    { name: 'a reference to nothing', method: own, headers: json, body: JSON.stringify({ t: { t: 4, i: 7 }, f: 127, m: [] }) },
    {
      name: 'an unknown plugin',
      method: own,
      headers: json,
      body: JSON.stringify({ t: { t: 25, i: 0, s: { x: { t: 1, s: MARKER } }, c: '$TSR/Nope' }, f: 127, m: [] }),
    },
    { name: 'JSON that is not seroval', method: own, headers: json, body: JSON.stringify({ data: { email: MARKER } }) },
    {
      name: 'JSON nested thousands deep',
      method: own,
      headers: json,
      body: '['.repeat(own === 'GET' ? 1000 : 20_000) + ']'.repeat(own === 'GET' ? 1000 : 20_000),
    },
    // `{ data: { name: [[…]] } }`: one level past the limit, refused before the schema; thousands deep,
    // past what Start itself decodes (or, for GET, the payload's length), refused as unreadable.
    {
      name: 'data nested one level past the limit',
      method: own,
      headers: json,
      body: serovalNestedLists(MAX_INPUT_DEPTH),
      ...(fn.input === 'schema' ? { status: 400 } : misfit),
    },
    { name: 'data nested thousands deep', method: own, headers: json, body: serovalNestedLists(own === 'GET' ? 150 : 7_900) },
  ]
  if (own === 'GET') {
    calls.push(
      { name: 'a payload that is not JSON', method: 'GET', headers: CALL, body: `{${MARKER}`, status: 400 },
      { name: 'a form content type', method: 'GET', headers: { ...CALL, 'content-type': 'multipart/form-data; boundary=zz' }, status: 415 },
    )
    return calls
  }
  calls.push(
    { name: 'broken JSON', method: 'POST', headers: json, body: `{"t": {"t": 1, "s": "${MARKER}"`, status: 400 },
    { name: 'long texts in every field', method: 'POST', headers: json, body: seroval(longTexts), ...misfit },
    {
      name: 'multipart cut short',
      method: 'POST',
      headers: { ...CALL, 'content-type': 'multipart/form-data; boundary=zz' },
      body: `--zz\r\nContent-Disposition: form-data; name="email"\r\n\r\n${MARKER}\r\n--zz\r\nContent-Disp`,
      status: 400,
    },
    {
      name: 'a whole multipart form',
      method: 'POST',
      headers: { ...CALL, 'content-type': 'multipart/form-data; boundary=zz' },
      body: `--zz\r\nContent-Disposition: form-data; name="email"\r\n\r\n${MARKER}\r\n--zz\r\nContent-Disposition: form-data; name="attachment"; filename="${MARKER}.exe"\r\n\r\nMZ\r\n--zz--\r\n`,
    },
    { name: 'plain text', method: 'POST', headers: { ...CALL, 'content-type': 'text/plain' }, body: MARKER, status: 415 },
    { name: 'XML', method: 'POST', headers: { ...CALL, 'content-type': 'application/xml' }, body: `<a>${MARKER}</a>`, status: 415 },
  )
  return calls
}

/** A refusal: JSON with one short Russian sentence (and per-field ones), nothing of what was sent. */
async function expectDecentRefusal(response: Response, what: string) {
  const text = await response.text()
  expect(text.length, what).toBeLessThan(2048)
  expect(text, what).not.toContain(MARKER)
  expect(text, what).not.toMatch(INTERNAL)
  const body = JSON.parse(text) as { message: string; errors?: Record<string, string[]> }
  expect(body.message, what).toMatch(RUSSIAN)
  for (const [field, messages] of Object.entries(body.errors ?? {})) {
    expect(messages.length, `${what}: ${field}`).toBeLessThanOrEqual(1)
    for (const message of messages) expect(message, `${what}: ${field}`).toMatch(RUSSIAN)
  }
}

const callUrl = (id: string) => `/_serverFn/${id}`

it('every server function of the source is found by the server', async () => {
  expect(FUNCTIONS.length).toBeGreaterThan(20)
  for (const fn of FUNCTIONS) {
    // A call with no data: answered by the function (its result, or its validator's 422), not 404.
    const response = await siteFetch(site.url, callUrl(fn.id), { method: fn.method, headers: CALL })
    await response.arrayBuffer()
    expect(response.status, fn.name).not.toBe(404)
    expect(response.status, fn.name).toBeLessThan(500)
  }
})

for (const fn of FUNCTIONS) {
  it(`${fn.name}: hostile calls answer 4xx with a short Russian body, never 5xx`, async () => {
    for (const call of hostileCalls(fn)) {
      const what = `${fn.name} with ${call.name}`
      const url =
        call.method === 'GET' && call.body !== undefined ? `${callUrl(fn.id)}?payload=${encodeURIComponent(call.body)}` : callUrl(fn.id)
      const response = await siteFetch(site.url, url, {
        method: call.method,
        headers: call.headers,
        body: call.method === 'POST' ? call.body : undefined,
      })
      expect(response.status, what).toBeLessThan(500)
      if (call.status !== undefined) expect(response.status, what).toBe(call.status)
      if (response.status >= 400) await expectDecentRefusal(response, what)
      else await response.arrayBuffer()
    }
  })
}

it('an unknown function and an address without one answer 404', async () => {
  for (const path of [`/_serverFn/${'0'.repeat(64)}`, `/_serverFn/${MARKER}`, '/_serverFn/', '/_serverFn//x']) {
    const response = await siteFetch(site.url, path, {
      method: 'POST',
      headers: { ...CALL, 'content-type': 'application/json' },
      body: seroval({}),
    })
    expect(response.status, path).toBe(404)
    await expectDecentRefusal(response, path)
  }
})

it('a search bot calling a function without Start’s mark gets 400, not a crash', async () => {
  const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
  const response = await siteFetch(site.url, callUrl(byName('logOut').id), {
    method: 'POST',
    headers: { 'sec-fetch-site': 'same-origin', 'user-agent': bot },
  })
  expect(response.status).toBe(400)
  await expectDecentRefusal(response, 'a bot')
})

it('5 MB sent to the sign-in function come back as a few Russian words, not the input', async () => {
  const password = MARKER + 'x'.repeat(5 * MB)
  const response = await siteFetch(site.url, callUrl(byName('logIn').id), {
    method: 'POST',
    headers: { ...CALL, 'content-type': 'application/json' },
    body: seroval({ email: 'anna@example.ru', password }),
  })
  expect(response.status).toBe(422)
  const text = await response.clone().text()
  expect(text.length).toBeLessThan(300)
  expect(JSON.parse(text)).toEqual({ message: expect.stringMatching(RUSSIAN), errors: { password: [expect.stringMatching(RUSSIAN)] } })
  await expectDecentRefusal(response, 'sign-in with 5 MB')
})

it('a declared body over the cap is refused with 413 before it is read', async () => {
  const response = await siteFetch(site.url, callUrl(byName('submitBrief').id), {
    method: 'POST',
    headers: { ...CALL, 'content-type': 'application/json' },
    body: seroval({ description: 'x'.repeat(13 * MB) }),
  })
  expect(response.status).toBe(413)
  await expectDecentRefusal(response, 'a declared 13 MB')
})

// Last, on the file's server that nothing else calls meanwhile.
it('300 MB sent chunked to server functions and the API stop at the cap with 413, memory flat', async () => {
  const before = residentBytes(site.pid)
  const uploads: [string, string, string][] = [
    ['sign-in', callUrl(byName('logIn').id), 'application/json'],
    ['the brief', callUrl(byName('submitBrief').id), 'multipart/form-data; boundary=zz'],
    ['the token endpoint', '/api/oauth/token', 'application/x-www-form-urlencoded'],
  ]
  for (const [what, path, type] of uploads) {
    const answer = await sendChunked(`${site.url}${path}`, { totalBytes: 300 * MB, headers: { ...CALL, 'content-type': type } })
    expect(answer.status, what).toBe(413)
    expect(answer.sentBytes, what).toBeLessThan(300 * MB)
    expect(answer.body, what).toMatch(RUSSIAN)
    expect(answer.body, what).not.toMatch(INTERNAL)
  }
  expect(residentBytes(site.pid) - before).toBeLessThan(100 * MB)
})
