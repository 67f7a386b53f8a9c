import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadPhoneRule, Phone } from '#app/components/form/phone-rule.ts'
import { typedSecondFactorCode } from '#shared/contract/codes.ts'
import { PasswordGrant } from '#api/routes/oauth.ts'
import { ResetSchema } from '#api/routes/password.ts'
import { RegisterSchema } from '#api/routes/register.ts'
import { AcceptSchema } from '#api/routes/staff-invitations.ts'
import {
  ConfirmRegistrationSchema,
  EmailOnlySchema,
  EmailVerificationSchema,
  invitationAcceptanceSchema,
  LoginByTokenSchema,
  LoginSchema,
  MailedCodeSchema,
  mailedCodeDigits,
  registrationSchema,
  resetPasswordSchema,
  SecondFactorStepSchema,
} from '#shared/contract/account-forms.ts'
import { apiVerdict, browserVerdict, expectAgreement, readWith } from './agreement.ts'

// The account's forms (registration, sign-in, a forgotten password, codes, an invitation) against
// the API routes they are sent to. The forms use the shared schemas as these tests build them.

beforeAll(() => loadPhoneRule())

const PASSWORD = 'Горный-ручей-2026'
const COMMON_PASSWORD_REFUSAL = 'Этот пароль слишком распространён: его легко подобрать. Придумайте другой.'
const EMAIL = 'Проверьте адрес электронной почты: например, name@company.ru.'

type Fields = Record<string, unknown>
const changed = (base: Fields) => (changes: Fields) => ({ ...base, ...changes })

describe('the registration form and POST /v1/register', () => {
  const person = {
    name: 'Мария Петрова',
    email: 'maria@example.ru',
    phone: '',
    company: '',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    consent: true,
  }
  const withField = changed(person)
  const RegistrationForm = registrationSchema(Phone)
  expectAgreement<Fields>({
    browser: (input) => browserVerdict(RegistrationForm, input),
    // The server function sends the form's data as it is.
    api: (input) => apiVerdict(readWith(RegisterSchema), input),
    good: {
      'the required fields': person,
      'a phone and a company': withField({ phone: '8 916 123-45-67', company: 'ООО «Ветер»' }),
    },
    bad: {
      'no name': [withField({ name: '' }), { name: 'Укажите имя.' }],
      'an address without a domain': [withField({ email: 'maria@example' }), { email: EMAIL }],
      'a phone with letters': [withField({ phone: '+7 916 ПЯТЬ' }), { phone: 'Проверьте номер телефона: например, +7 (999) 123-45-67.' }],
      'a company name too long': [
        withField({ company: 'К'.repeat(151) }),
        { company: 'Название компании должно быть не длиннее 150 символов.' },
      ],
      'a password too short': [
        withField({ password: 'корот', password_confirmation: 'корот' }),
        { password: 'Пароль должен быть не короче 8 символов.' },
      ],
      'a password too long': [
        withField({ password: 'п'.repeat(129), password_confirmation: 'п'.repeat(129) }),
        { password: 'Пароль должен быть не длиннее 128 символов.' },
      ],
      'the password not repeated': [withField({ password_confirmation: '' }), { password_confirmation: 'Повторите пароль.' }],
      'a different repeat': [withField({ password_confirmation: `${PASSWORD}!` }), { password_confirmation: 'Пароли не совпадают.' }],
      'no consent': [withField({ consent: false }), { consent: 'Подтвердите согласие на обработку персональных данных.' }],
    },
  })

  it('leaves to the API alone what only it knows: a password too common', () => {
    const common = withField({ password: 'password1', password_confirmation: 'password1' })
    expect(browserVerdict(RegistrationForm, common)).toEqual({})
    expect(apiVerdict(readWith(RegisterSchema), common)).toEqual({ password: COMMON_PASSWORD_REFUSAL })
  })
})

describe('the sign-in form and the password grant of POST /oauth/token', () => {
  // The token endpoint speaks OAuth 2.0: it names a parameter that is missing or wrong, with no words
  // per field, and takes any text as the username (a malformed address simply matches no account).
  const grantTakes = (input: { email: string; password: string }) =>
    v.safeParse(PasswordGrant, {
      grant_type: 'password',
      client_id: 'site',
      client_secret: 'secret',
      // As the server function sends it.
      username: input.email.trim(),
      password: input.password,
    }).success

  it.each([
    ['an address and a password', { email: 'maria@example.ru', password: PASSWORD }],
    ['an address in capitals and a one-letter password', { email: 'Maria@Example.RU', password: 'x' }],
  ])('both take %s', (_, input) => {
    expect(browserVerdict(LoginSchema, input)).toEqual({})
    expect(grantTakes(input)).toBe(true)
  })

  it.each([
    ['no address', { email: '', password: PASSWORD }, { email: 'Укажите электронную почту.' }],
    ['no password', { email: 'maria@example.ru', password: '' }, { password: 'Введите пароль.' }],
    ['a password too long', { email: 'maria@example.ru', password: 'п'.repeat(1025) }, { password: 'Пароль слишком длинный.' }],
  ])('both refuse %s', (_, input, verdict) => {
    expect(browserVerdict(LoginSchema, input)).toEqual(verdict)
    expect(grantTakes(input)).toBe(false)
  })
})

describe('the forgotten password form and POST /v1/password/forgot', () => {
  expectAgreement<Fields>({
    browser: (input) => browserVerdict(EmailOnlySchema, input),
    api: (input) => apiVerdict(readWith(EmailOnlySchema), input),
    good: { 'an address': { email: 'maria@example.ru' } },
    bad: {
      'no address': [{ email: '' }, { email: 'Укажите электронную почту.' }],
      'an address with two @': [{ email: 'maria@@example.ru' }, { email: EMAIL }],
      'an address too long': [{ email: `${'m'.repeat(250)}@example.ru` }, { email: 'Адрес почты слишком длинный.' }],
    },
  })
})

describe('the new password form and POST /v1/password/reset', () => {
  const reset = { token: 'a'.repeat(64), email: 'maria@example.ru', password: PASSWORD, password_confirmation: PASSWORD }
  const withField = changed(reset)
  const ResetForm = resetPasswordSchema()
  expectAgreement<Fields>({
    browser: (input) => browserVerdict(ResetForm, input),
    api: (input) => apiVerdict(readWith(ResetSchema), input),
    good: { 'a new password typed twice': reset },
    bad: {
      'a password too short': [
        withField({ password: 'корот', password_confirmation: 'корот' }),
        { password: 'Пароль должен быть не короче 8 символов.' },
      ],
      'both fields left empty': [
        withField({ password: '', password_confirmation: '' }),
        { password: 'Придумайте пароль.', password_confirmation: 'Повторите пароль.' },
      ],
      'the password not repeated': [withField({ password_confirmation: '' }), { password_confirmation: 'Повторите пароль.' }],
      'a different repeat': [withField({ password_confirmation: 'Горный-ручей-2027' }), { password_confirmation: 'Пароли не совпадают.' }],
      'a link cut short': [withField({ token: '' }), { token: 'Ссылка неполная: откройте её из письма целиком.' }],
      'a damaged link': [withField({ token: 'a'.repeat(201) }), { token: 'Ссылка повреждена.' }],
    },
  })
})

describe('the mailed code form, POST /v1/register/confirm and POST /v1/email/verify', () => {
  // The form reads the code as people copy it; the same digits go to either route.
  const codeOf = (typed: string) => ({ code: mailedCodeDigits(typed) })
  const routes = {
    'the registration': (typed: string) =>
      apiVerdict(readWith(ConfirmRegistrationSchema), { email: 'maria@example.ru', password: PASSWORD, ...codeOf(typed) }),
    'the address': (typed: string) => apiVerdict(readWith(EmailVerificationSchema), codeOf(typed)),
  }
  for (const [route, api] of Object.entries(routes)) {
    describe(`confirming ${route}`, () => {
      expectAgreement<string>({
        browser: (typed) => browserVerdict(MailedCodeSchema, codeOf(typed)),
        api,
        good: { 'six digits': '123456', 'six digits in two groups': '123 456', 'six digits with a dash': '123-456' },
        bad: {
          nothing: ['', { code: 'Введите код из письма.' }],
          'five digits': ['12345', { code: 'Код — это 6 цифр из письма.' }],
          'seven digits': ['1234567', { code: 'Код — это 6 цифр из письма.' }],
          letters: ['12345б', { code: 'Код — это 6 цифр из письма.' }],
        },
      })
    })
  }
})

describe('the second factor step of a sign-in by link and POST /v1/login-by-token', () => {
  const TOKEN = 'a'.repeat(64)
  // The form sends the app's digits without the spaces people group them with.
  const otpOf = (typed: string) => ({ otp: typedSecondFactorCode(typed) })
  expectAgreement<string>({
    browser: (typed) => browserVerdict(SecondFactorStepSchema, otpOf(typed)),
    api: (typed) => apiVerdict(readWith(LoginByTokenSchema), { token: TOKEN, ...otpOf(typed) }),
    good: { "the app's six digits": '123 456', 'a recovery code': 'abcde-fghij' },
    bad: {
      'five digits': ['12345', { otp: 'Код из приложения — шесть цифр.' }],
      'seven digits': ['1234567', { otp: 'Код из приложения — шесть цифр.' }],
      'a code too long': ['abcde-'.repeat(6), { otp: 'Код слишком длинный.' }],
    },
  })

  it('sends no code at first: the API then asks for one, while the form needs one typed', () => {
    expect(apiVerdict(readWith(LoginByTokenSchema), { token: TOKEN, otp: '' })).toEqual({})
    expect(browserVerdict(SecondFactorStepSchema, otpOf(''))).toEqual({ otp: 'Введите код из приложения или резервный код.' })
  })
})

describe('the invitation acceptance form and POST /v1/staff-invitations/accept', () => {
  const TOKEN = 'a'.repeat(64)
  const newAccount = { token: TOKEN, name: 'Ольга Смирнова', password: PASSWORD, password_confirmation: PASSWORD }
  const withField = changed(newAccount)
  const AcceptanceForm = invitationAcceptanceSchema()
  expectAgreement<Fields>({
    browser: (input) => browserVerdict(AcceptanceForm, input),
    api: (input) => apiVerdict(readWith(AcceptSchema), input),
    good: { 'a new account': newAccount, 'an existing account (the token alone)': { token: TOKEN } },
    bad: {
      'no name': [withField({ name: '' }), { name: 'Укажите имя.' }],
      'both fields left empty': [
        withField({ password: '', password_confirmation: '' }),
        { password: 'Придумайте пароль.', password_confirmation: 'Повторите пароль.' },
      ],
      'the password not repeated': [withField({ password_confirmation: '' }), { password_confirmation: 'Повторите пароль.' }],
      'a different repeat': [withField({ password_confirmation: `${PASSWORD}!` }), { password_confirmation: 'Пароли не совпадают.' }],
      'a link cut short': [withField({ token: ' ' }), { token: 'Ссылка неполная: откройте её из письма целиком.' }],
    },
  })
})
