import { describe, expect, it } from 'vitest'
import { briefPayload, contactPayload } from '#app/features/forms/payload.ts'
import { formDataOf } from './support/form-data.ts'

describe('the bodies sent to the API', () => {
  it('a brief carries only its own fields, every chosen service and a non-empty attachment', () => {
    const form = formDataOf([
      ['name', 'Алексей'],
      ['email', 'alexey@example.ru'],
      ['services', 'website'],
      ['services', 'seo'],
      ['consent', '1'],
      ['website', ''],
      ['filled_ms', '4200'],
      ['attachment', new File([], '')],
      ['unexpected', 'x'],
    ])

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
