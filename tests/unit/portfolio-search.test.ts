import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { hasFilters, isSlug, PortfolioSearchSchema, withFilter } from '#app/features/portfolio/search.ts'

describe('PortfolioSearchSchema', () => {
  it('keeps valid filters and page', () => {
    expect(v.parse(PortfolioSearchSchema, { service: 'ecommerce', industry: 'auto', page: 2 })).toEqual({
      service: 'ecommerce',
      industry: 'auto',
      page: 2,
    })
  })

  it('accepts an empty search', () => {
    expect(v.parse(PortfolioSearchSchema, {})).toEqual({})
  })

  it.each([
    ['a service that is not a slug', { service: 'Интернет магазины' }],
    ['an industry with a slash', { industry: '../admin' }],
    ['a page of zero', { page: 0 }],
    ['a fractional page', { page: 1.5 }],
    ['a page that is text', { page: 'two' }],
  ])('drops %s instead of failing', (_name, input) => {
    const parsed = v.parse(PortfolioSearchSchema, input)
    expect(parsed.service).toBeUndefined()
    expect(parsed.industry).toBeUndefined()
    expect(parsed.page).toBeUndefined()
  })

  it('drops only the invalid value', () => {
    expect(v.parse(PortfolioSearchSchema, { service: 'design', page: -3 })).toEqual({ service: 'design', page: undefined })
  })
})

describe('withFilter', () => {
  it('sets a filter and returns to the first page', () => {
    expect(withFilter({ industry: 'auto', page: 3 }, 'service', 'design')).toEqual({ industry: 'auto', service: 'design' })
  })

  it('replaces the value of the same filter', () => {
    expect(withFilter({ service: 'design' }, 'service', 'seo')).toEqual({ service: 'seo' })
  })

  it('clears a filter and keeps the other one', () => {
    expect(withFilter({ service: 'design', industry: 'auto', page: 2 }, 'industry', undefined)).toEqual({ service: 'design' })
  })
})

describe('hasFilters and isSlug', () => {
  it('tells whether a filter is chosen', () => {
    expect(hasFilters({})).toBe(false)
    expect(hasFilters({ page: 2 })).toBe(false)
    expect(hasFilters({ industry: 'auto' })).toBe(true)
  })

  it.each([
    ['rzd', true],
    ['garant-auto', true],
    ['svrpk2', true],
    ['Garant', false],
    ['garant--auto', false],
    ['-rzd', false],
    ['favicon.ico', false],
    ['', false],
    ['a'.repeat(121), false],
  ])('%s is a slug: %s', (value, expected) => {
    expect(isSlug(value)).toBe(expected)
  })
})
