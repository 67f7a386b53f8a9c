import { beforeAll, describe, expect, it } from 'vitest'
import { loadPhoneRule, Phone } from '#app/components/form/phone-rule.ts'
import { typedSecondFactorCode } from '#shared/contract/codes.ts'
import { DeletionSchema, readProfileChanges } from '#api/routes/users.ts'
import { CURRENT_PASSWORD_NEEDED, deletionSchema, PasswordChangeSchema, profileDetailsSchema } from '#shared/contract/profile-forms.ts'
import { apiVerdict, browserVerdict, expectAgreement, readWith } from './agreement.ts'

// The profile's forms against PATCH /v1/users and DELETE /v1/users. PATCH reads any part of the
// forms' fields: an empty password field is no change, an empty phone or company clears it.

beforeAll(() => loadPhoneRule())

type Fields = Record<string, unknown>
const PASSWORD = 'Горный-ручей-2026'

describe('the profile details form and PATCH /v1/users', () => {
  // As the form sends them: the current password stays empty while the address stays.
  const details = { name: 'Мария Петрова', email: 'maria@example.ru', phone: '+7 (916) 123-45-67', company: '', current_password: '' }
  const withField = (changes: Fields) => ({ ...details, ...changes })
  expectAgreement<Fields>({
    browser: (input) => browserVerdict(profileDetailsSchema(Phone, false), input),
    api: (input) => apiVerdict(readProfileChanges, input),
    good: {
      'the details as they were': details,
      'the phone and company cleared': withField({ phone: '', company: '   ' }),
      'a company and a phone in another notation': withField({ company: 'ООО «Ветер»', phone: '8 (916) 123 45 67' }),
    },
    bad: {
      'the name removed': [withField({ name: '' }), { name: 'Укажите имя.' }],
      'a name too long': [withField({ name: 'М'.repeat(101) }), { name: 'Имя должно быть не длиннее 100 символов.' }],
      'the address removed': [withField({ email: '' }), { email: 'Укажите электронную почту.' }],
      'an address without @': [
        withField({ email: 'maria.example.ru' }),
        { email: 'Проверьте адрес электронной почты: например, name@company.ru.' },
      ],
      'a phone one digit short': [
        withField({ phone: '+7 (916) 123-45-6' }),
        { phone: 'Проверьте номер телефона: например, +7 (999) 123-45-67.' },
      ],
      'a company name too long': [
        withField({ company: 'К'.repeat(151) }),
        { company: 'Название компании должно быть не длиннее 150 символов.' },
      ],
    },
  })

  it('clears what was sent empty, and leaves alone what was not sent', () => {
    expect(readProfileChanges(withField({ phone: '', company: null }))).toMatchObject({ phone: null, company: null })
    expect(readProfileChanges({ name: 'Мария' })).toEqual({ name: 'Мария' })
  })

  it('asks for the current password with a new address in the same words (the API compares it with the stored one)', () => {
    expect(browserVerdict(profileDetailsSchema(Phone, true), withField({ email: 'new@example.ru' }))).toEqual({
      current_password: CURRENT_PASSWORD_NEEDED,
    })
  })
})

describe('the password form and PATCH /v1/users', () => {
  const change = { current_password: 'Старый-пароль-2020', password: PASSWORD, password_confirmation: PASSWORD }
  const withField = (changes: Fields) => ({ ...change, ...changes })
  expectAgreement<Fields>({
    browser: (input) => browserVerdict(PasswordChangeSchema, input),
    api: (input) => apiVerdict(readProfileChanges, input),
    good: { 'the current password and a new one typed twice': change },
    bad: {
      'no current password': [withField({ current_password: '' }), { current_password: CURRENT_PASSWORD_NEEDED }],
      'a new password too short': [
        withField({ password: 'корот', password_confirmation: 'корот' }),
        { password: 'Пароль должен быть не короче 8 символов.' },
      ],
      'the new password not repeated': [withField({ password_confirmation: '' }), { password_confirmation: 'Повторите новый пароль.' }],
      'a different repeat': [withField({ password_confirmation: `${PASSWORD}!` }), { password_confirmation: 'Пароли не совпадают.' }],
    },
  })

  it('reads an empty new password as no change, as the details form sends none', () => {
    expect(readProfileChanges({ current_password: '', password: '', password_confirmation: '' })).toEqual({})
  })
})

describe('the account deletion form and DELETE /v1/users', () => {
  // The code field appears once the API has asked for it; the form then needs it.
  const deletion = (password: string, code?: string) => ({ password, code: code === undefined ? '' : typedSecondFactorCode(code) })
  for (const codeNeeded of [false, true]) {
    describe(codeNeeded ? 'with the code asked for' : 'before any code is asked for', () => {
      expectAgreement<Fields>({
        browser: (input) => browserVerdict(deletionSchema(codeNeeded), input),
        api: (input) => apiVerdict(readWith(DeletionSchema), input),
        good: codeNeeded
          ? {
              "the password and the app's code": deletion(PASSWORD, '123 456'),
              'the password and a recovery code': deletion(PASSWORD, 'abcde-fghij'),
            }
          : { 'the password': deletion(PASSWORD), 'a password of spaces around words': deletion('  мой пароль  ') },
        bad: {
          'no password': [
            deletion('', codeNeeded ? '123456' : undefined),
            { password: 'Введите пароль от аккаунта: без него удалить аккаунт нельзя.' },
          ],
          'a password of spaces': [
            deletion('   ', codeNeeded ? '123456' : undefined),
            { password: 'Введите пароль от аккаунта: без него удалить аккаунт нельзя.' },
          ],
          ...(codeNeeded
            ? {
                'five digits': [deletion(PASSWORD, '12345'), { code: 'Код из приложения — шесть цифр.' }],
                'a code too long': [deletion(PASSWORD, 'x'.repeat(33)), { code: 'Код слишком длинный.' }],
              }
            : {}),
        },
      })
    })
  }

  it('leaves to the API whether a code is needed: with none typed, only the form that was asked for one refuses', () => {
    expect(apiVerdict(readWith(DeletionSchema), deletion(PASSWORD))).toEqual({})
    expect(browserVerdict(deletionSchema(true), deletion(PASSWORD))).toEqual({ code: 'Введите код из приложения или резервный код.' })
  })
})
