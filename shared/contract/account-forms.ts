import * as v from 'valibot'
import { CurrentCodeRule } from './codes.ts'
import { CompanyRule, ConsentRule, EmailRule, NameRule, optionalText, requiredText, type TextRule } from './fields.ts'
import { type NewPassword, NewPasswordRule, withMatchingPasswords } from './passwords.ts'

// The account's requests as the site's forms send them and the API reads them, with the words a
// person reads. What only the API can check (a common password, the number check of a phone) it
// passes in: `phone` and `password` are the browser's rule or the API's stricter one.

/** A password as typed to sign in: anything but nothing, since any password may be an old one. */
export const SignInPasswordRule = v.pipe(
  v.string('Введите пароль.'),
  v.nonEmpty('Введите пароль.'),
  v.maxLength(1024, 'Пароль слишком длинный.'),
)

/** Sign-in with an address and a password. */
export const LoginSchema = v.object({ email: EmailRule, password: SignInPasswordRule })

/** An address alone: a password reset or a sign-in link asked for. */
export const EmailOnlySchema = v.object({ email: EmailRule })

/** The token of a mailed link, as the page the link opened sends it on. */
export const LinkTokenRule = v.pipe(requiredText('Ссылка неполная: откройте её из письма целиком.'), v.maxLength(200, 'Ссылка повреждена.'))

/** A new password typed again (the profile's password form has words of its own: profile-forms.ts). */
const ConfirmationRule = v.pipe(v.optional(v.string('Повторите пароль.'), ''), v.nonEmpty('Повторите пароль.'))

/** A new password typed twice (withMatchingPasswords checks that the two agree). */
const newPasswordFields = (password: NewPassword) => ({ password, password_confirmation: ConfirmationRule })

const MAILED_CODE_NEEDED = 'Введите код из письма.'

/** A mailed code as people copy it: «123 456» and «123-456» are the same six digits. */
export const mailedCodeDigits = (text: string) => text.replace(/[\s-]/g, '')

/** The six digits of a verification mail. */
const MailedCodeRule = v.pipe(
  v.string(MAILED_CODE_NEEDED),
  v.transform(mailedCodeDigits),
  v.nonEmpty(MAILED_CODE_NEEDED),
  v.regex(/^\d{6}$/, 'Код — это 6 цифр из письма.'),
)

/** `POST /v1/register`. */
export const registrationSchema = (phone: TextRule, password: NewPassword = NewPasswordRule) =>
  withMatchingPasswords(
    v.object({
      name: NameRule,
      email: EmailRule,
      phone: optionalText(phone),
      company: optionalText(CompanyRule),
      ...newPasswordFields(password),
      consent: ConsentRule,
    }),
  )

/** `POST /v1/register/confirm`: the code from the mail, with the address and password just typed. */
export const ConfirmRegistrationSchema = v.object({ email: EmailRule, password: SignInPasswordRule, code: MailedCodeRule })

/** The code of a verification mail, as its form sends it. */
export const MailedCodeSchema = v.object({ code: MailedCodeRule })

/** `POST /v1/email/verify`: the code from the mail (signed in), or the token of its link (anyone). */
export const EmailVerificationSchema = v.pipe(
  v.object({ code: v.optional(MailedCodeRule), token: v.optional(LinkTokenRule) }),
  v.forward(
    v.check((input) => Boolean(input.code || input.token), MAILED_CODE_NEEDED),
    ['code'],
  ),
)

/** `POST /v1/password/reset`: a new password typed twice, with the token and address of the mailed link. */
export const resetPasswordSchema = (password: NewPassword = NewPasswordRule) =>
  withMatchingPasswords(v.object({ token: LinkTokenRule, email: EmailRule, ...newPasswordFields(password) }))

/** The second step of a sign-in: the code of the second factor. */
export const SecondFactorStepSchema = v.object({ otp: CurrentCodeRule })

/** `POST /v1/login-by-token`: a mailed link used, with the second factor's code once the API asks for it. */
export const LoginByTokenSchema = v.object({ token: LinkTokenRule, otp: optionalText(CurrentCodeRule) })

/**
 * `POST /v1/staff-invitations/accept`: an address without an account gets one, with a name and a
 * password typed twice; an address with an account sends the token alone.
 */
export const invitationAcceptanceSchema = (password: NewPassword = NewPasswordRule) =>
  withMatchingPasswords(
    v.object({
      token: LinkTokenRule,
      name: v.optional(NameRule),
      password: v.optional(password),
      password_confirmation: v.optional(ConfirmationRule),
    }),
  )
