import { type MaskitoOptions, type MaskitoPostprocessor, type MaskitoPreprocessor, maskitoTransform } from '@maskito/core'
import { maskitoAddOnFocusPlugin, maskitoCaretGuard, maskitoPrefixPostprocessorGenerator, maskitoRemoveOnBlurPlugin } from '@maskito/kit'

/** What the field shows before the ten national digits. */
const PHONE_PREFIX = '+7 '

/** What the field shows once the country code is given (a 7 or 8 typed first, or +7): the number's bracket opened. */
const CODE_GIVEN = `${PHONE_PREFIX}(`

/** The format people in Russia expect: +7 (999) 123-45-67. */
const PHONE_MASK = ['+', '7', ' ', '(', /\d/, /\d/, /\d/, ')', ' ', /\d/, /\d/, /\d/, '-', /\d/, /\d/, '-', /\d/, /\d/]

/**
 * A number of another country, written as its owner writes it: a plus, a country code other than
 * 7, then digits with spaces, brackets or hyphens (up to 15 digits, as E.164 allows).
 */
const INTERNATIONAL_MASK = /^\+(?:[1-689](?:[ ()-]*\d){0,14}[ ()-]?)?$/

/** What may stand in a number of another country besides the plus. */
const INTERNATIONAL_CHARACTERS = /[^\d ()-]/g

/** Whether a value is a number of another country (or its plus alone, as it is being typed). */
const isInternational = (value: string) => /^\+(?:[1-689]|$)/.test(value.trim())

/** A number of another country as the field holds it: its plus, then only digits and the usual separators. */
const internationalValue = (text: string) =>
  `+${text.trimStart().slice(1).replace(INTERNATIONAL_CHARACTERS, '').replace(/\s+/g, ' ').trimStart()}`

const digitsOf = (text: string) => text.replace(/\D/g, '')

/**
 * Whether digits can only be another country's number written without its plus: a Russian number
 * has ten digits after 7 or 8, so eleven or more that start otherwise are no Russian number at all.
 */
const isForeignDigits = (digits: string) => digits.length > 10 && !/^[78]/.test(digits)

/** A whole number written without a plus whose digits are another country's (375 29 123-45-67). */
const isForeignWithoutPlus = (text: string) => !text.trim().startsWith('+') && isForeignDigits(digitsOf(text))

/** Whether a value is already as the Russian mask shows it, so maskito would change nothing in it. */
const isMaskedRussian = (value: string) => value.startsWith(PHONE_PREFIX) && maskitoTransform(value, { mask: PHONE_MASK }) === value

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
 * A number of another country (a plus and a code other than 7, pasted, filled in, or typed after a
 * plus in the empty field; or eleven digits and more that cannot be Russian, pasted or filled in)
 * is kept as its owner writes it. No digit is lost: one the number has no room for is refused.
 */
const wholeNumberPreprocessor: MaskitoPreprocessor = ({ elementState, data }, actionType) => {
  if (actionType === 'validation') {
    // Maskito checks the value after every edit: one already in shape keeps the caret where the person edits.
    const { value: current } = elementState
    if (isMaskedRussian(current) || (isInternational(current) && internationalValue(current) === current)) return { elementState }
    // A value set at once (initial value, autofill): format its national digits, or keep a foreign number.
    const value = isInternational(current)
      ? internationalValue(current)
      : isForeignWithoutPlus(current)
        ? internationalValue(`+${current.trim()}`)
        : nationalDigits(current)
          ? `${PHONE_PREFIX}${nationalDigits(current)}`
          : current.startsWith('+')
            ? PHONE_PREFIX
            : ''
    return { elementState: { value, selection: [value.length, value.length] } }
  }
  if (actionType !== 'insert') return { elementState, data }

  const empty = { value: '', selection: [0, 0] as [number, number] }
  if (isInternational(data) && data.trim() !== '+') return { elementState: empty, data: internationalValue(data) }
  // After a plus alone, a 7 is Russia's code: the number goes on in the Russian format, its bracket open.
  if (elementState.value.trim() === '+' && data.trimStart().startsWith('7')) {
    return { elementState: empty, data: `${CODE_GIVEN}${digitsOf(data).slice(1)}` }
  }
  if (isInternational(elementState.value)) return { elementState, data: data.replace(INTERNATIONAL_CHARACTERS, '') }

  const inserted = digitsOf(data)
  if (isForeignWithoutPlus(data)) return { elementState: empty, data: internationalValue(`+${data.trim()}`) }
  const prefixOnly = { value: PHONE_PREFIX, selection: [PHONE_PREFIX.length, PHONE_PREFIX.length] as [number, number] }
  if (inserted.length >= 11 || (data.trim().startsWith('+') && inserted.length > 1)) {
    return { elementState: prefixOnly, data: nationalDigits(data) }
  }
  const [from, to] = elementState.selection
  const typedDigitsBefore = digitsOf(elementState.value.slice(PHONE_PREFIX.length, from))
  // The prefix's 7 is not a digit of the number, wherever the caret stands (before the caret guard moves it).
  const restAfter = digitsOf(elementState.value.slice(elementState.value.startsWith(PHONE_PREFIX) ? Math.max(to, PHONE_PREFIX.length) : to))
  // A plus typed into the empty field starts a number of another country.
  if (data.trim() === '+' && typedDigitsBefore === '' && restAfter === '') return { elementState: empty, data: '+' }
  const whole = typedDigitsBefore + inserted + restAfter
  if (whole.length > 10) {
    // The ten digits are all there: the keystroke is refused rather than a digit pushed out. Typing on
    // never turns the number into another country's: a stray key after 916 123-45-67 would make it
    // India's +91 6123456 71, a valid number and a wrong one. Another country's number starts with its
    // plus, typed, or comes whole, pasted or autofilled.
    return { elementState, data: '' }
  }
  if (typedDigitsBefore === '' && restAfter === '' && !elementState.value.slice(0, from).includes('(') && /^[78]/.test(inserted)) {
    // "8 999..." or "7 999...": the first digit is the trunk prefix or the country code. The bracket
    // it opens shows it was taken, and makes the next 7 or 8 a digit of the number (8 800 555-35-35).
    return { elementState: prefixOnly, data: `(${inserted.slice(1)}` }
  }
  return { elementState, data: inserted }
}

const russianPrefix = maskitoPrefixPostprocessorGenerator(PHONE_PREFIX)

/** The +7 prefix, on every value but a number of another country. */
const prefixPostprocessor: MaskitoPostprocessor = (elementState, initialElementState) =>
  isInternational(elementState.value) ? elementState : russianPrefix(elementState, initialElementState)

/**
 * Maskito options of the phone field: +7 (999) 123-45-67, the prefix shown while the field has
 * focus; a number of another country as written (see wholeNumberPreprocessor).
 */
export const phoneMaskOptions: MaskitoOptions = {
  mask: ({ value }) => (isInternational(value) ? INTERNATIONAL_MASK : PHONE_MASK),
  preprocessors: [wholeNumberPreprocessor],
  postprocessors: [prefixPostprocessor],
  plugins: [
    maskitoAddOnFocusPlugin(PHONE_PREFIX),
    maskitoRemoveOnBlurPlugin(PHONE_PREFIX),
    maskitoRemoveOnBlurPlugin(CODE_GIVEN),
    maskitoRemoveOnBlurPlugin('+'),
    maskitoCaretGuard((value, [from, to]) => {
      const prefix = isInternational(value) ? 1 : PHONE_PREFIX.length
      return [from === to ? prefix : 0, value.length]
    }),
  ],
}
