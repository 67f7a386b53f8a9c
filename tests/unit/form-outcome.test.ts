import { consoleLogger } from '#shared/server/logger.ts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '#app/lib/api/errors.ts'

// The session module calls the API through the site's client and reads cookies from Start's request:
// neither is reached here, but both are stand-ins so that the module loads without a server.
vi.mock('@tanstack/react-start/server', () => ({ getRequest: () => new Request('http://site.test/'), getCookie: () => undefined }))
vi.mock('#app/lib/api/api.server.ts', () => ({ api: vi.fn() }))
vi.mock('#app/lib/api/transport.server.ts', () => ({ callApi: vi.fn(), usesInProcessApi: true }))
const reportError = vi.fn()
vi.mock('#app/features/analytics/error-reporter.ts', () => ({ reportError }))

const { anyRefusal, formAction, inputRefusal, outcomeOfError } = await import('#app/lib/server-fn/form-action.server.ts')
const { SecondFactorRequiredError, SessionEndedError } = await import('#app/lib/session/session.server.ts')
const { failureView, NO_ANSWER, SEND_FAILED_MESSAGE, settle, settleAnswer } = await import('#app/components/form/outcome.ts')

afterEach(() => {
  vi.restoreAllMocks()
  reportError.mockReset()
})

describe('the outcome of a failed form action', () => {
  it('keeps the API’s message and field errors of a refusal the person can fix', () => {
    const error = new ApiRequestError(422, 'Проверьте правильность заполнения полей.', { email: ['Укажите электронную почту.'] })
    for (const fixable of [anyRefusal, inputRefusal]) {
      expect(outcomeOfError(error, fixable)).toEqual({
        kind: 'invalid',
        message: 'Проверьте правильность заполнения полей.',
        errors: { email: ['Укажите электронную почту.'] },
      })
    }
    const tooLarge = new ApiRequestError(413, 'Файл больше 10 МБ.', { attachment: ['Файл больше 10 МБ.'] })
    expect(outcomeOfError(tooLarge, inputRefusal)).toMatchObject({ kind: 'invalid', errors: { attachment: ['Файл больше 10 МБ.'] } })
  })

  it('passes on a rate limit in the API’s words with the time to wait', () => {
    const error = new ApiRequestError(429, 'Слишком много запросов. Попробуйте снова через 10 минут.', undefined, 600)
    expect(outcomeOfError(error, inputRefusal)).toEqual({
      kind: 'rate-limited',
      message: 'Слишком много запросов. Попробуйте снова через 10 минут.',
      retryAfter: 600,
    })
    expect(outcomeOfError(new ApiRequestError(429, 'Подождите.'), anyRefusal)).toMatchObject({ retryAfter: null })
  })

  it('says that the session has ended, apart from any other 401', () => {
    expect(outcomeOfError(new SessionEndedError(), anyRefusal)).toMatchObject({ kind: 'session-ended' })
    expect(outcomeOfError(new ApiRequestError(401, 'Требуется авторизация.'), anyRefusal)).toMatchObject({ kind: 'invalid' })
  })

  it('a sign-in that needs the second factor’s code is a step, not a refusal, in the API’s words', () => {
    const needed = new SecondFactorRequiredError('Введите код из приложения-аутентификатора или один из резервных кодов.')
    for (const fixable of [anyRefusal, inputRefusal]) {
      expect(outcomeOfError(needed, fixable)).toEqual({
        kind: 'second-factor',
        message: 'Введите код из приложения-аутентификатора или один из резервных кодов.',
      })
    }
  })

  it('an account screen shows any refusal in the API’s words; a site form only the person’s input', () => {
    const wrongPassword = new ApiRequestError(400, 'Неверная почта или пароль.')
    expect(outcomeOfError(wrongPassword, anyRefusal)).toEqual({ kind: 'invalid', message: 'Неверная почта или пароль.', errors: {} })
    expect(outcomeOfError(wrongPassword, inputRefusal)).toEqual({ kind: 'failed' })
  })

  it('anything else is our failure, which carries nothing of its cause', () => {
    for (const error of [
      new ApiRequestError(500, 'Сервис временно недоступен.'),
      new ApiRequestError(503, 'Нет связи.'),
      new Error('secret'),
    ]) {
      expect(outcomeOfError(error, anyRefusal)).toEqual({ kind: 'failed' })
    }
  })
})

describe('formAction', () => {
  it('answers the success message', async () => {
    expect(await formAction('test', async () => 'Готово.')).toEqual({ kind: 'done', message: 'Готово.' })
  })

  it('logs our own failures with their stack, and not those the API client has logged', async () => {
    const log = vi.spyOn(consoleLogger, 'error').mockImplementation(() => {})
    expect(await formAction('test', () => Promise.reject(new Error('secret at 10.0.0.5')))).toEqual({ kind: 'failed' })
    expect(log).toHaveBeenCalledTimes(1)
    const [message, entry] = log.mock.calls[0]!
    expect(message).toBe('Form action failed')
    expect(entry).toMatchObject({ action: 'test', error: 'secret at 10.0.0.5' })
    expect(entry?.stack).toContain('form-outcome.test.ts')

    await formAction('test', () => Promise.reject(new ApiRequestError(500, 'Сбой.')))
    await formAction('test', () => Promise.reject(new ApiRequestError(422, 'Проверьте поля.')))
    expect(log).toHaveBeenCalledTimes(1)
  })
})

describe('what a form shows for a failure', () => {
  it('our failure reads as our apology; the rest in the API’s words', () => {
    expect(failureView({ kind: 'failed' })).toEqual({ message: SEND_FAILED_MESSAGE, errors: {} })
    expect(failureView({ kind: 'invalid', message: 'Проверьте поля.', errors: { name: ['Укажите имя.'] } })).toEqual({
      message: 'Проверьте поля.',
      errors: { name: ['Укажите имя.'] },
    })
    expect(failureView({ kind: 'rate-limited', message: 'Подождите.', retryAfter: 60 })).toEqual({ message: 'Подождите.', errors: {} })
    expect(failureView({ kind: 'session-ended', message: 'Сеанс завершён.' })).toEqual({ message: 'Сеанс завершён.', errors: {} })
  })

  it('reports our failures once, and a call without an answer as no answer (or, for a form, our failure)', async () => {
    expect(await settle(async () => ({ kind: 'invalid', message: 'Проверьте поля.', errors: {} }))).toMatchObject({ kind: 'invalid' })
    expect(reportError).not.toHaveBeenCalled()

    expect(await settle(async () => ({ kind: 'failed' }))).toEqual({ kind: 'failed' })
    expect(reportError).toHaveBeenCalledTimes(1)
    expect(reportError.mock.calls[0]?.[1]).toEqual({ status: 500 })

    const offline = new TypeError('Failed to fetch')
    expect(await settleAnswer(() => Promise.reject(offline))).toBe(NO_ANSWER)
    expect(await settle(() => Promise.reject(offline))).toEqual({ kind: 'failed' })
    expect(reportError).toHaveBeenCalledWith(offline)
  })
})
