import * as v from 'valibot'

// The shapes of the staff area's server functions' inputs. Only shapes: the API checks every rule
// (and who may do what) and answers in words for people.

/** A row's id. */
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))

/** A list's page (none: the first). */
export const Page = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999)))

/** How many rows a page holds (none: the API's own number), at most `max`. */
export const PerPage = (max: number) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max)))

/** Words searched for. */
export const SearchQuery = v.optional(v.pipe(v.string(), v.maxLength(200)))
