import { describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '#app/lib/api/errors.ts'

// The session module calls the API through the site's client and reads cookies from Start's request:
// neither is reached here, but both are stand-ins so that the module loads without a server.
vi.mock('@tanstack/react-start/server', () => ({ getRequest: () => new Request('http://site.test/'), getCookie: () => undefined }))
vi.mock('#app/lib/api/api.server.ts', () => ({ api: vi.fn() }))
vi.mock('#app/lib/api/transport.server.ts', () => ({ callApi: vi.fn(), usesInProcessApi: true }))

const { secondFactorReading, withSecondFactor } = await import('#app/features/auth/second-factor.server.ts')
const { SecondFactorRequiredError } = await import('#app/lib/session/session.server.ts')

const NEEDED = 'Введите код из приложения-аутентификатора или один из резервных кодов.'
const WRONG = 'Код не подошёл. Проверьте время на телефоне и введите код, который приложение показывает сейчас.'

describe('a refused sign-in of an account with a second factor', () => {
  it('the token endpoint’s mfa_required asks for the code, in the API’s words', () => {
    const reading = secondFactorReading(new ApiRequestError(400, NEEDED, undefined, undefined, 'mfa_required'), false)
    expect(reading).toBeInstanceOf(SecondFactorRequiredError)
    expect((reading as Error).message).toBe(NEEDED)
  })

  it('a mailed link’s message under the code, with no code sent, asks for the code', () => {
    const reading = secondFactorReading(new ApiRequestError(422, NEEDED, { otp: [NEEDED] }), false)
    expect(reading).toBeInstanceOf(SecondFactorRequiredError)
    expect((reading as Error).message).toBe(NEEDED)
  })

  it('a code the token endpoint refused goes under the code’s field, with its status', () => {
    const reading = secondFactorReading(new ApiRequestError(400, WRONG, undefined, undefined, 'invalid_grant'), true)
    expect(reading).toBeInstanceOf(ApiRequestError)
    expect(reading).not.toBeInstanceOf(SecondFactorRequiredError)
    expect(reading).toMatchObject({ status: 400, message: WRONG, errors: { otp: [WRONG] } })
  })

  it('a wrong password without a code stays the refusal it was', () => {
    const wrongPassword = new ApiRequestError(400, 'Неверная почта или пароль.', undefined, undefined, 'invalid_grant')
    expect(secondFactorReading(wrongPassword, false)).toBe(wrongPassword)
  })

  it('a code a mailed link refused, a spent link, a rate limit and other failures pass as they came', () => {
    const refusedCode = new ApiRequestError(422, WRONG, { otp: [WRONG] })
    const spentLink = new ApiRequestError(422, 'Вы уже входили по этой ссылке.', { token: ['Вы уже входили по этой ссылке.'] })
    const limited = new ApiRequestError(429, 'Слишком много неверных кодов. Попробуйте снова через 15 минут.', undefined, 900)
    const ours = new Error('secret')
    expect(secondFactorReading(refusedCode, true)).toBe(refusedCode)
    for (const codeSent of [false, true]) {
      expect(secondFactorReading(spentLink, codeSent)).toBe(spentLink)
      expect(secondFactorReading(limited, codeSent)).toBe(limited)
      expect(secondFactorReading(ours, codeSent)).toBe(ours)
    }
  })

  it('withSecondFactor answers the sign-in’s result, or throws its refusal read as above', async () => {
    expect(await withSecondFactor(undefined, async () => 'tokens')).toBe('tokens')
    const needed = new ApiRequestError(400, NEEDED, undefined, undefined, 'mfa_required')
    await expect(withSecondFactor(undefined, () => Promise.reject(needed))).rejects.toBeInstanceOf(SecondFactorRequiredError)
    const wrong = new ApiRequestError(400, WRONG, undefined, undefined, 'invalid_grant')
    await expect(withSecondFactor('123456', () => Promise.reject(wrong))).rejects.toMatchObject({ errors: { otp: [WRONG] } })
    // An empty code is no code.
    await expect(withSecondFactor('', () => Promise.reject(wrong))).rejects.toBe(wrong)
  })
})
