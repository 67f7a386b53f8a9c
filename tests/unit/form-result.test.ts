import { describe, expect, it } from 'vitest'
import { ApiRequestError } from '#app/lib/api/errors.ts'
import { briefPayload, contactPayload } from '#app/features/forms/payload.ts'
import { formFailure, SEND_FAILED_MESSAGE } from '#app/components/form/result.ts'

describe('formFailure', () => {
  it('keeps the API’s message and field errors of a validation failure', () => {
    const error = new ApiRequestError(422, 'Проверьте правильность заполнения полей.', { email: ['Укажите электронную почту.'] })
    expect(formFailure(error)).toEqual({
      ok: false,
      message: 'Проверьте правильность заполнения полей.',
      errors: { email: ['Укажите электронную почту.'] },
    })
  })

  it('passes on the rate limit and the size limit in the API’s words', () => {
    expect(formFailure(new ApiRequestError(429, 'Слишком много запросов. Попробуйте снова через 10 минут.'))).toEqual({
      ok: false,
      message: 'Слишком много запросов. Попробуйте снова через 10 минут.',
      errors: {},
    })
    const tooLarge = new ApiRequestError(413, 'Файл больше 10 МБ.', { attachment: ['Файл больше 10 МБ.'] })
    expect(formFailure(tooLarge).errors).toEqual({ attachment: ['Файл больше 10 МБ.'] })
  })

  it('answers anything else with a friendly message that gives nothing away', () => {
    for (const error of [
      new ApiRequestError(500, 'Сервис временно недоступен.'),
      new ApiRequestError(401, 'Требуется авторизация.'),
      new Error('secret at 10.0.0.5'),
    ]) {
      expect(formFailure(error)).toEqual({ ok: false, message: SEND_FAILED_MESSAGE, errors: {} })
    }
  })
})

describe('the bodies sent to the API', () => {
  it('a brief carries only its own fields, every chosen service and a non-empty attachment', () => {
    const form = new FormData()
    form.set('name', 'Алексей')
    form.set('email', 'alexey@example.ru')
    form.append('services', 'website')
    form.append('services', 'seo')
    form.set('consent', '1')
    form.set('website', '')
    form.set('filled_ms', '4200')
    form.set('attachment', new File([], ''))
    form.set('unexpected', 'x')

    const body = briefPayload(form, 1_700_000_004_200)
    expect(body.getAll('services')).toEqual(['website', 'seo'])
    expect(body.get('name')).toBe('Алексей')
    expect(body.get('started_at')).toBe('1700000000000')
    expect(body.has('filled_ms')).toBe(false)
    expect(body.has('attachment')).toBe(false)
    expect(body.has('unexpected')).toBe(false)

    form.set('attachment', new File(['%PDF-1.4'], 'tz.pdf', { type: 'application/pdf' }))
    const withFile = briefPayload(form).get('attachment')
    expect(withFile).toBeInstanceOf(File)
    expect((withFile as File).name).toBe('tz.pdf')
  })

  it('a contact request sends the consent checkbox as a form would', () => {
    const base = { name: 'Мария', email: 'm@example.ru', phone: '', message: 'Здравствуйте!', website: '', filled_ms: '1' }
    expect(contactPayload({ ...base, consent: true }).consent).toBe('1')
    expect(contactPayload({ ...base, consent: false }).consent).toBe('')
  })
})
