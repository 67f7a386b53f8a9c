import * as v from 'valibot'
import { requiredText } from './fields.ts'

// The second factor's codes, with the words a person reads: from an authenticator app, or one of
// the recovery codes. The forms check with these, the API again. (A mailed code: account-forms.ts.)

/** The app shows six digits. */
export const APP_CODE_DIGITS = 'Код из приложения — шесть цифр.'

/**
 * A code that proves the factor now: from the app, or one of the recovery codes. Digits alone are
 * the app's, and it shows six; anything else may be a recovery code, which only the API can judge.
 */
export const CurrentCodeRule = v.pipe(
  requiredText('Введите код из приложения или резервный код.'),
  v.maxLength(32, 'Код слишком длинный.'),
  v.check((code) => !/^\d+$/.test(code) || code.length === 6, APP_CODE_DIGITS),
)

/**
 * A code as the forms send it: the app's digits without the spaces or dashes people group them
 * with («123 456»); a recovery code as typed, trimmed (the API takes it in any case).
 */
export function typedSecondFactorCode(text: string): string {
  const digits = text.replace(/[\s-]/g, '')
  return /^\d+$/.test(digits) ? digits : text.trim()
}
