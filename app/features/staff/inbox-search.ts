import * as v from 'valibot'
import { PageParam } from '#app/lib/list-filter.ts'
import { LEAD_KINDS, LEAD_STATUSES, STAFF_SEARCH_MAX_LENGTH } from '#shared/contract/staff.ts'
import type { RawSearch } from '#app/lib/route-search.ts'

/** Whose leads the inbox shows: everyone's (no filter), the person's own, or nobody's yet. */
const ASSIGNEE_FILTERS = ['mine', 'none'] as const

// The router reads `?q=2024` as a number and `?q=true` as a boolean: a search is text all the same.
export const SearchText = v.pipe(
  v.union([v.string(), v.number(), v.boolean()]),
  v.transform(String),
  v.trim(),
  v.maxLength(STAFF_SEARCH_MAX_LENGTH),
  v.transform((text) => text || undefined),
)

/** A filter that cannot be read is no filter: the inbox falls back to its default, never to an error page. */
export const orDefault = <Schema extends v.GenericSchema>(schema: Schema) => v.fallback(v.optional(schema), undefined)

/**
 * One of `options`: what `v.picklist` checks, of the checks the site's first load carries anyway
 * (valibot's functions are part of the entry chunk wherever they are used).
 */
export const oneOf = <Option extends string>(options: readonly Option[]) =>
  v.pipe(
    v.string(),
    v.check((value) => (options as readonly string[]).includes(value)),
    v.transform((value) => value as Option),
  )

/** The inbox's search params (/admin/leads/?kind=brief&status=new&assignee=mine&q=…&page=2). */
export const InboxSearchSchema = v.object({
  kind: orDefault(oneOf(LEAD_KINDS)),
  status: orDefault(oneOf(LEAD_STATUSES)),
  assignee: orDefault(oneOf(ASSIGNEE_FILTERS)),
  q: orDefault(SearchText),
  page: PageParam,
})

export type InboxSearch = v.InferOutput<typeof InboxSearchSchema>

/** Reads the inbox's search params: a value that cannot be read is no filter, never an error page. */
export function readInboxSearch(params: RawSearch<InboxSearch>): InboxSearch {
  const read = v.safeParse(InboxSearchSchema, params)
  // Every param falls back to its default, so reading never fails.
  return read.success ? read.output : {}
}
