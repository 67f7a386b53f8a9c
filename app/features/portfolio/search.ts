import * as v from 'valibot'
import { FilterParam, PageParam } from '#app/lib/list-filter.ts'

/** A slug as the API accepts it: latin letters, digits and single hyphens. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 120 && SLUG_PATTERN.test(value)
}

export const SlugSchema = v.pipe(v.string(), v.maxLength(120), v.regex(SLUG_PATTERN))

/**
 * The search params of /portfolio/. A page that is not valid is dropped rather than failing the
 * page; a service or industry the portfolio does not have answers 404.
 */
export const PortfolioSearchSchema = v.object({
  service: FilterParam,
  industry: FilterParam,
  page: PageParam,
})

export type PortfolioSearch = v.InferOutput<typeof PortfolioSearchSchema>
export type PortfolioFilterKey = 'service' | 'industry'

/**
 * The search after choosing a filter value (`undefined` clears it). Any change of filter starts
 * the list from its first page, so `page` is dropped.
 */
export function withFilter(search: PortfolioSearch, key: PortfolioFilterKey, value: string | undefined): PortfolioSearch {
  const next: PortfolioSearch = { ...search, [key]: value, page: undefined }
  return compactSearch(next)
}

export const hasFilters = (search: PortfolioSearch) => Boolean(search.service || search.industry)

/** Drops keys whose value is undefined, so URLs stay clean. */
function compactSearch(search: PortfolioSearch): PortfolioSearch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as PortfolioSearch
}
