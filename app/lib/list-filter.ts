import * as v from 'valibot'

/**
 * A list's filter (`?tag=`, `?service=`, `?industry=`) as the address gives it, as text. It is never
 * dropped or corrected: the router would answer a corrected search with a redirect to another list,
 * while a value that names nothing answers 404 (the list's loader refuses what cannot be a slug, the
 * API what it does not know).
 */
export const FilterParam = v.optional(v.pipe(v.union([v.string(), v.number(), v.boolean(), v.array(v.unknown())]), v.transform(String)))

/** A list's page (`?page=2`): a number that does not fit is dropped, and the list shows its first page. */
export const PageParam = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999))), undefined)
