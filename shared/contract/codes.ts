import * as v from 'valibot'
import { requiredText } from './fields.ts'

// The one-time codes people type, with the words they read: from a verification mail, from an
// authenticator app, or one of the recovery codes. The forms check with these, the API again.

const MAILED_CODE_NEEDED = 'Введите код из письма.'

/** A mailed code as people copy it: «123 456» and «123-456» are the same six digits. */
export const mailedCodeDigits = (text: string) => text.replace(/[\s-]/g, '')

/** The six digits of a verification mail. */
export const MailedCodeRule = v.pipe(
  v.string(MAILED_CODE_NEEDED),
  v.transform(mailedCodeDigits),
  v.nonEmpty(MAILED_CODE_NEEDED),
  v.regex(/^\d{6}$/, 'Код — это 6 цифр из письма.'),
)

const APP_CODE_DIGITS = 'Код из приложения — шесть цифр.'

/** The six digits an authenticator app shows (without the space some apps show between two groups). */
const AppCodeRule = v.pipe(requiredText('Введите код из приложения.'), v.regex(/^\d{6}$/, APP_CODE_DIGITS))

/** The app's first code, which turns the factor on: only the app's six digits can. */
export const EnrolmentCodeSchema = v.object({ code: AppCodeRule })

/**
 * A code that proves the factor now: from the app, or one of the recovery codes. Digits alone are
 * the app's, and it shows six; anything else may be a recovery code, which only the API can judge.
 */
export const CurrentCodeRule = v.pipe(
  requiredText('Введите код из приложения или резервный код.'),
  v.maxLength(32, 'Код слишком длинный.'),
  v.check((code) => !/^\d+$/.test(code) || code.length === 6, APP_CODE_DIGITS),
)

/** A code that works now, asked before the factor's settings change (new recovery codes, the factor off). */
export const CurrentCodeSchema = v.object({ code: CurrentCodeRule })
