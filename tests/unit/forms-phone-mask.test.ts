import { maskitoTransform } from '@maskito/core'
import { describe, expect, it } from 'vitest'
import { nationalDigits, phoneMaskOptions, phoneValue } from '#app/components/form/phone-mask.ts'

describe('nationalDigits', () => {
  it.each([
    ['+7 999 123-45-67', '9991234567'],
    ['+7 (999) 123-45-67', '9991234567'],
    ['8 (999) 123-45-67', '9991234567'],
    ['79991234567', '9991234567'],
    ['9991234567', '9991234567'],
    ['999', '999'],
    ['+7', ''],
    ['', ''],
    ['8 800 555 35 35 доб. 12', '8005553535'],
  ])('%j has the national digits %j', (text, digits) => {
    expect(nationalDigits(text)).toBe(digits)
  })
})

describe('the phone mask', () => {
  it.each([
    ['9161234567', '+7 (916) 123-45-67'],
    ['89161234567', '+7 (916) 123-45-67'],
    ['+7 916 123 45 67', '+7 (916) 123-45-67'],
    ['+7 (916) 123-45-67', '+7 (916) 123-45-67'],
    ['916', '+7 (916'],
    ['8 916 123-45-67 доб. 12', '+7 (916) 123-45-67'],
    ['', ''],
  ])('formats %j as %j', (value, formatted) => {
    expect(maskitoTransform(value, phoneMaskOptions)).toBe(formatted)
  })

  it.each([
    ['+375 29 123-45-67', '+375 29 123-45-67'],
    ['+375291234567', '+375291234567'],
    ['+44 (20) 7946-0958', '+44 (20) 7946-0958'],
    [' +1 202 555 0143 доб. 5', '+1 202 555 0143 5'],
    ['+49 1512 3456789 0123456789', '+49 1512 3456789 01'],
    ['375291234567', '+375291234567'],
    ['375 29 123-45-67', '+375 29 123-45-67'],
    ['12025550143', '+12025550143'],
  ])('keeps the number of another country %j as written: %j', (value, kept) => {
    expect(maskitoTransform(value, phoneMaskOptions)).toBe(kept)
  })

  it.each([
    ['+7 (916) 123-45-67', 7],
    ['+7 (911) 234-56-7', 6],
    ['+375 29 123-45-67', 5],
  ])('leaves the caret where it is in %j, a value already in shape', (value, caret) => {
    const state = { value, selection: [caret, caret] as [number, number] }
    expect(maskitoTransform(state, phoneMaskOptions)).toEqual(state)
  })

  it('puts the caret after a number it had to reformat', () => {
    expect(maskitoTransform({ value: '89161234567', selection: [3, 3] }, phoneMaskOptions)).toEqual({
      value: '+7 (916) 123-45-67',
      selection: [18, 18],
    })
  })
})

describe('phoneValue', () => {
  it('sends nothing for a field that holds only the prefix, and the number otherwise', () => {
    expect(phoneValue('+7 ')).toBe('')
    expect(phoneValue('')).toBe('')
    expect(phoneValue(' +7 (916) 123-45-67 ')).toBe('+7 (916) 123-45-67')
  })
})
