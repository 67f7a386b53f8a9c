import * as v from 'valibot'

/**
 * A second factor's code as the browser checks it: something typed, no longer than the API takes,
 * and when it is all digits, the app's six. Anything else may be a recovery code, which only the
 * API can judge.
 */
export const SecondFactorCodeRule = v.pipe(
  v.string(),
  v.nonEmpty('Введите код из приложения или резервный код.'),
  v.maxLength(32, 'Код не длиннее 32 символов.'),
  v.check((code) => !/^\d+$/.test(code) || code.length === 6, 'Код из приложения — это 6 цифр.'),
)

/**
 * The code as it is sent: the app's digits without the spaces or dashes people group them with
 * («123 456»); a recovery code as typed, trimmed (the API takes it in any case).
 */
export function typedSecondFactorCode(text: string): string {
  const digits = text.replace(/[\s-]/g, '')
  return /^\d+$/.test(digits) ? digits : text.trim()
}
