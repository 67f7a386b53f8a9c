import type { MaskitoOptions, MaskitoPreprocessor } from '@maskito/core'
import { maskitoAddOnFocusPlugin, maskitoCaretGuard, maskitoPrefixPostprocessorGenerator, maskitoRemoveOnBlurPlugin } from '@maskito/kit'

/** What the field shows before the ten national digits. */
export const PHONE_PREFIX = '+7 '

/** The format people in Russia expect: +7 (999) 123-45-67. */
const PHONE_MASK = ['+', '7', ' ', '(', /\d/, /\d/, /\d/, ')', ' ', /\d/, /\d/, /\d/, '-', /\d/, /\d/, '-', /\d/, /\d/]

const digitsOf = (text: string) => text.replace(/\D/g, '')

/**
 * The ten national digits of a Russian number written in any usual way: +7 999 123-45-67,
 * 8 (999) 123-45-67, 79991234567 or 9991234567. The country code (+7, 7) or the trunk prefix (8)
 * of a whole number is dropped.
 */
export function nationalDigits(text: string): string {
  const trimmed = text.trim()
  const digits = digitsOf(trimmed)
  if (trimmed.startsWith('+')) return (digits.startsWith('7') ? digits.slice(1) : digits).slice(0, 10)
  if (digits.length >= 11 && /^[78]/.test(digits)) return digits.slice(1, 11)
  return digits.slice(0, 10)
}

/** What the form sends for the phone: nothing when only the prefix is there (the field is optional). */
export const phoneValue = (text: string) => (nationalDigits(text) === '' ? '' : text.trim())

/**
 * Makes typing and pasting forgiving: a whole number pasted or filled in by the browser replaces
 * the field's value, and a 7 or 8 typed first (a habit from dialling) is taken as the country code.
 */
const wholeNumberPreprocessor: MaskitoPreprocessor = ({ elementState, data }, actionType) => {
  if (actionType === 'validation') {
    // A value set at once (initial value, autofill): format its national digits.
    const digits = nationalDigits(elementState.value)
    const value = digits ? `${PHONE_PREFIX}${digits}` : elementState.value.startsWith('+') ? PHONE_PREFIX : ''
    return { elementState: { value, selection: [value.length, value.length] } }
  }
  if (actionType !== 'insert') return { elementState, data }

  const inserted = digitsOf(data)
  if (inserted.length >= 11 || (data.trim().startsWith('+') && inserted.length > 1)) {
    return { elementState: { value: PHONE_PREFIX, selection: [PHONE_PREFIX.length, PHONE_PREFIX.length] }, data: nationalDigits(data) }
  }
  const [from, to] = elementState.selection
  const typedDigitsBefore = digitsOf(elementState.value.slice(PHONE_PREFIX.length, from))
  const restAfter = digitsOf(elementState.value.slice(to))
  if (typedDigitsBefore === '' && restAfter === '' && /^[78]/.test(inserted)) {
    // "8 999..." or "7 999...": the first digit is the trunk prefix or the country code.
    return { elementState, data: inserted.slice(1) }
  }
  return { elementState, data: inserted }
}

/** Maskito options of the phone field: +7 (999) 123-45-67, the prefix shown while the field has focus. */
export const phoneMaskOptions: MaskitoOptions = {
  mask: PHONE_MASK,
  preprocessors: [wholeNumberPreprocessor],
  postprocessors: [maskitoPrefixPostprocessorGenerator(PHONE_PREFIX)],
  plugins: [
    maskitoAddOnFocusPlugin(PHONE_PREFIX),
    maskitoRemoveOnBlurPlugin(PHONE_PREFIX),
    maskitoCaretGuard((value, [from, to]) => [from === to ? PHONE_PREFIX.length : 0, value.length]),
  ],
}
