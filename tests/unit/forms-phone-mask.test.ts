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
    ['91612345678999', '+7 (916) 123-45-67'],
    ['', ''],
  ])('formats %j as %j', (value, formatted) => {
    expect(maskitoTransform(value, phoneMaskOptions)).toBe(formatted)
  })
})

describe('phoneValue', () => {
  it('sends nothing for a field that holds only the prefix, and the number otherwise', () => {
    expect(phoneValue('+7 ')).toBe('')
    expect(phoneValue('')).toBe('')
    expect(phoneValue(' +7 (916) 123-45-67 ')).toBe('+7 (916) 123-45-67')
  })
})
