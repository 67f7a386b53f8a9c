import { describe, expect, it } from 'vitest'
import { formatPriceFrom, formatRubles } from '#app/features/services/format.ts'
import { isSlug } from '#app/features/services/slug.ts'

/** Any space Intl may use between digit groups, written as a plain space for readability. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null

describe('formatRubles', () => {
  it.each([
    [0, '0 ₽'],
    [990, '990 ₽'],
    [45_000, '45 000 ₽'],
    [890_000, '890 000 ₽'],
    [1_100_000, '1 100 000 ₽'],
  ])('%i is «%s»', (amount, expected) => {
    expect(plain(formatRubles(amount))).toBe(expected)
  })

  it('keeps the sign on the line of the number', () => {
    expect(formatRubles(890_000)).toMatch(/\u00a0₽$/)
  })
})

describe('formatPriceFrom', () => {
  it('prefixes the starting price with «от» bound to the number', () => {
    expect(plain(formatPriceFrom(390_000))).toBe('от 390 000 ₽')
    expect(formatPriceFrom(390_000)).toMatch(/^от\u00a0/)
  })

  it('is null when the price is agreed per project', () => {
    expect(formatPriceFrom(null)).toBeNull()
    expect(formatPriceFrom(undefined)).toBeNull()
  })
})

describe('isSlug', () => {
  it.each(['websites', 'corporate-site', 'integration-1c', 'online-store-selling-tires-and-wheels-rims'])('accepts %s', (slug) => {
    expect(isSlug(slug)).toBe(true)
  })

  it.each(['', 'Websites', 'two--hyphens', '-leading', 'trailing-', 'with space', 'сайты', 'a/b', 'a'.repeat(121)])(
    'refuses «%s»',
    (slug) => {
      expect(isSlug(slug)).toBe(false)
    },
  )
})
