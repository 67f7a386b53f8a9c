import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { formDataInput, validInput } from '#app/lib/server-fn/input.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import { MAX_INPUT_DEPTH, MAX_INPUT_VALUES, TOO_DEEP_MESSAGE, TOO_MANY_VALUES_MESSAGE } from '#shared/input-depth.ts'

const text = (max = 1000) => v.pipe(v.string(), v.maxLength(max))
// The sign-in function's shape.
const logIn = validInput(v.object({ email: text(), password: text() }))

/** What a validator throws for input that does not fit: a Response to send as it is. */
function refusalOf(run: () => unknown): Response {
  try {
    run()
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
  throw new Error('The input was accepted')
}

describe('validInput (server-function validators)', () => {
  it('passes input that fits, as the schema outputs it', () => {
    expect(logIn({ email: 'a@b.ru', password: 'secret' })).toEqual({ email: 'a@b.ru', password: 'secret' })
  })

  it('refuses values of the wrong kind with 422 and a short Russian message per field', async () => {
    const answer = refusalOf(() => logIn({ email: { a: 1 }, password: 42 } as never))
    expect(answer.status).toBe(422)
    const body = (await answer.json()) as { message: string; errors: Record<string, string[]> }
    expect(body.message).toBe(VALIDATION_MESSAGE)
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password'])
    for (const [field, messages] of Object.entries(body.errors)) {
      expect(messages, field).toHaveLength(1)
      expect(messages[0], field).toMatch(/^[А-ЯЁ][а-яё ,.«»—-]+$/)
    }
  })

  it('never sends the input back: 5 MB to the sign-in function get a few hundred bytes', async () => {
    const password = `secret-${'x'.repeat(5 * 1024 * 1024)}`
    const answer = refusalOf(() => logIn({ email: 'a@b.ru', password }))
    const raw = await answer.text()
    expect(raw.length).toBeLessThan(300)
    expect(raw).not.toContain('secret')
    expect(raw).not.toMatch(/Invalid|Expected|received/)
  })

  it('keeps the answer small whatever the input holds', async () => {
    const wide = validInput(v.object(Object.fromEntries(Array.from({ length: 60 }, (_, index) => [`field${index}`, v.string()]))))
    const body = (await refusalOf(() => wide({} as never)).json()) as { errors: Record<string, string[]> }
    expect(Object.keys(body.errors).length).toBeLessThanOrEqual(20)
  })

  it('refuses input nested past the limit with 400 and says why, whatever the schema lets through', async () => {
    // The staff editor's save takes any fields in its draft; the API checks them.
    const save = validInput(v.object({ draft: v.record(v.string(), v.unknown()) }))
    const nested = (levels: number): unknown => JSON.parse('['.repeat(levels) + ']'.repeat(levels))
    for (const levels of [MAX_INPUT_DEPTH - 1, 7_900]) {
      const answer = refusalOf(() => save({ draft: { title: nested(levels) } }))
      expect(answer.status, String(levels)).toBe(400)
      expect(await answer.json(), String(levels)).toEqual({ message: TOO_DEEP_MESSAGE })
    }
    // At the limit: input, draft, title and its lists.
    expect(save({ draft: { title: nested(MAX_INPUT_DEPTH - 2) } })).toMatchObject({ draft: { title: expect.any(Array) } })
  })

  it('refuses a few shared parts that would expand past the limit, as seroval can decode them, with 400', async () => {
    const save = validInput(v.object({ draft: v.record(v.string(), v.unknown()) }))
    // Thirty levels of [a, a]: a billion leaves once written out, from a few hundred bytes sent.
    let shared: unknown = 'x'
    for (let level = 0; level < 30; level += 1) shared = [shared, shared]
    const answer = refusalOf(() => save({ draft: { body: shared } }))
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ message: TOO_MANY_VALUES_MESSAGE })
    // As many values without sharing are as much data, and as many as the limit still pass.
    const many = Array.from({ length: MAX_INPUT_VALUES - 3 }, () => 0)
    expect(save({ draft: { body: many } })).toMatchObject({ draft: { body: many } })
    expect(refusalOf(() => save({ draft: { body: [...many, 0] } })).status).toBe(400)
  })

  it('puts a problem with the input as a whole under `_`', async () => {
    const verify = validInput(v.union([v.object({ code: text(20) }), v.object({ token: text() })]))
    const body = (await refusalOf(() => verify('not an object' as never)).json()) as { errors: Record<string, string[]> }
    expect(Object.keys(body.errors)).toEqual(['_'])
    expect(body.errors._?.[0]).toMatch(/[а-яё]/i)
  })
})

describe('formDataInput (the brief)', () => {
  it('takes form data', () => {
    const data = new FormData()
    expect(formDataInput(data)).toBe(data)
  })

  it('refuses anything else with 415 and a Russian message', async () => {
    const answer = refusalOf(() => formDataInput({ name: 'Мария' } as never))
    expect(answer.status).toBe(415)
    expect(await answer.json()).toEqual({ message: expect.stringMatching(/[а-яё]/i) })
  })
})
