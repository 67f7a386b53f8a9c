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
    ['a page of zero', { page: 0 }],
    ['a fractional page', { page: 1.5 }],
    ['a page that is text', { page: 'two' }],
  ])('drops %s instead of failing', (_name, input) => {
    expect(v.parse(PortfolioSearchSchema, input).page).toBeUndefined()
  })

  it('drops only the invalid value', () => {
    expect(v.parse(PortfolioSearchSchema, { service: 'design', page: -3 })).toEqual({ service: 'design', page: undefined })
  })

  // Kept so that the page answers 404 for them instead of the router redirecting to the whole portfolio.
  it.each([
    [{ service: 'Интернет магазины' }, { service: 'Интернет магазины' }],
    [{ industry: '../admin' }, { industry: '../admin' }],
    [{ service: 2024 }, { service: '2024' }],
    [{ industry: true }, { industry: 'true' }],
    [{ service: ['web', 'seo'] }, { service: 'web,seo' }],
  ])('keeps a filter that names nothing, as text: %j', (input, expected) => {
    expect(v.parse(PortfolioSearchSchema, input)).toEqual(expected)
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
