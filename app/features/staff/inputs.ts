import * as v from 'valibot'
import { StaffSearchRule } from '#shared/contract/staff-rules.ts'

// The shapes the staff area's server functions take. Inputs are only shaped there; the API checks
// every rule (and who may do what) and answers in words for people.

/** A row's id. */
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))

/** A list's page, the first when absent. */
export const Page = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999)))

/** A search typed into a list's filter. */
export const SearchText = StaffSearchRule

/** How many rows a page holds (none: the API's own number), at most `max`. */
export const PerPage = (max: number) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max)))
