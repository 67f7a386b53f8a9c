import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { formDataInput, validInput } from '#app/lib/server-fn/input.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'

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
