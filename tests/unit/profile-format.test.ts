import { describe, expect, it } from 'vitest'
import { firstName, formatDate } from '#app/features/profile/format.ts'
import { formatPhone } from '#app/lib/phone-format.ts'

describe('profile formatting', () => {
  it('writes a Russian number the way people in Russia read it', () => {
    expect(formatPhone('+79991234567')).toBe('+7 (999) 123-45-67')
  })

  it('writes a foreign number in its international form', () => {
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958')
  })

  it('gives the date of registration in Russian, in Moscow time', () => {
    expect(formatDate('2026-11-21T22:30:00Z')).toBe('22 ноября 2026')
  })

  it('greets a person by the first word of their name', () => {
    expect(firstName('  Ольга Смирнова ')).toBe('Ольга')
  })
})
