import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fieldReader, fieldsClearedBy, inputErrors } from '#app/components/form/use-validated-form.ts'
import { formDataOf } from './support/form-data.ts'

describe('reading a submitted form', () => {
  it('reads text as typed or trimmed, a checkbox, a group of checkboxes, and nothing for a missing field', () => {
    const field = fieldReader(
      formDataOf([
        ['name', '  Ольга '],
        ['consent', '1'],
        ['services', 'website'],
        ['services', 'seo'],
        ['attachment', new File(['x'], 'a.pdf')],
      ]),
    )
    expect(field.text('name')).toBe('  Ольга ')
    expect(field.trimmed('name')).toBe('Ольга')
    expect(field.checked('consent')).toBe(true)
    expect(field.checked('missing')).toBe(false)
    expect(field.all('services')).toEqual(['website', 'seo'])
    expect(field.text('attachment')).toBe('')
    expect(field.text('missing')).toBe('')
  })
})

describe('checking the input', () => {
  const schema = v.object({ name: v.pipe(v.string(), v.nonEmpty('Укажите имя.')), email: v.pipe(v.string(), v.email('Проверьте адрес.')) })

  it('gives the first problem of each field, with the form’s own checks', () => {
    expect(inputErrors(schema, { name: '', email: 'x' })).toEqual({ name: ['Укажите имя.'], email: ['Проверьте адрес.'] })
    expect(inputErrors(schema, { name: 'Ольга', email: 'o@example.ru' }, () => ({ attachment: ['Файл больше 10 МБ.'] }))).toEqual({
      attachment: ['Файл больше 10 МБ.'],
    })
    expect(inputErrors(schema, { name: 'Ольга', email: 'o@example.ru' }, () => ({}))).toEqual({})
  })
})

describe('the messages an edit takes away', () => {
  it('the field’s own, those linked to it, and none of a kept field', () => {
    const linked = { password: ['password_confirmation'] }
    expect(fieldsClearedBy('email', linked)).toEqual(['email'])
    expect(fieldsClearedBy('password', linked)).toEqual(['password', 'password_confirmation'])
    expect(fieldsClearedBy('attachment', {}, ['attachment'])).toEqual([])
    expect(fieldsClearedBy('', linked)).toEqual([])
  })
})
