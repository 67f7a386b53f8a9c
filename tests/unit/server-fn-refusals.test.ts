import { describe, expect, it } from 'vitest'
import { namesNoFunction } from '#app/lib/server-fn/address.server.ts'
import { callProblem, MAX_SERVER_FN_BODY_BYTES, refusal } from '#app/lib/server-fn/refusals.ts'

const call = (method: string, headers: Record<string, string> = {}) =>
  new Request('https://malakhit.test/_serverFn/abc', { method, headers: { 'x-tsr-serverFn': 'true', ...headers } })

describe('callProblem (server-function calls refused before anything is read)', () => {
  it('lets through the calls Start’s client makes', () => {
    expect(callProblem(call('GET'))).toBeNull()
    expect(callProblem(call('POST'))).toBeNull()
    expect(callProblem(call('POST', { 'content-type': 'application/json' }))).toBeNull()
    expect(callProblem(call('POST', { 'content-type': 'multipart/form-data; boundary=x' }))).toBeNull()
    expect(callProblem(call('POST', { 'content-length': String(MAX_SERVER_FN_BODY_BYTES) }))).toBeNull()
  })

  it('refuses a call without Start’s mark with 400', () => {
    expect(callProblem(new Request('https://malakhit.test/_serverFn/abc', { method: 'POST' }))).toBe(400)
  })

  it('refuses methods and content types no call uses', () => {
    expect(callProblem(call('PUT'))).toBe(405)
    expect(callProblem(call('POST', { 'content-type': 'text/plain' }))).toBe(415)
    expect(callProblem(call('POST', { 'content-type': 'application/xml' }))).toBe(415)
    expect(callProblem(call('GET', { 'content-type': 'multipart/form-data; boundary=x' }))).toBe(415)
  })

  it('refuses a declared body over the cap with 413 before reading it', () => {
    expect(callProblem(call('POST', { 'content-length': String(MAX_SERVER_FN_BODY_BYTES + 1) }))).toBe(413)
  })
})

describe('namesNoFunction', () => {
  it('is true for the address of the server functions without an id', () => {
    expect(namesNoFunction('/_serverFn/')).toBe(true)
    expect(namesNoFunction('/_serverFn//abc')).toBe(true)
    expect(namesNoFunction('/_serverFn/abc')).toBe(false)
    expect(namesNoFunction('/news/')).toBe(false)
  })
})

describe('refusal', () => {
  it.each([400, 403, 404, 405, 413, 415] as const)('answers %i with one short Russian sentence', async (status) => {
    const answer = refusal(status)
    expect(answer.status).toBe(status)
    const body = (await answer.json()) as { message: string }
    expect(Object.keys(body)).toEqual(['message'])
    expect(body.message).toMatch(/^[А-ЯЁ][^a-zA-Z]*\.$/)
  })

  it('names the allowed methods with a 405', () => {
    expect(refusal(405).headers.get('allow')).toBe('GET, POST')
    expect(refusal(405, 'POST').headers.get('allow')).toBe('POST')
  })
})
