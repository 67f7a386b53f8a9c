import * as v from 'valibot'
import { PageParam } from '#app/lib/list-filter.ts'
import { LEAD_KINDS, LEAD_STATUSES } from '#shared/contract/staff.ts'

/** Whose leads the inbox shows: everyone's (no filter), the person's own, or nobody's yet. */
export const ASSIGNEE_FILTERS = ['mine', 'none'] as const
export type AssigneeFilter = (typeof ASSIGNEE_FILTERS)[number]

/** The longest search the API takes. */
export const SEARCH_MAX_LENGTH = 200

// The router reads `?q=2024` as a number and `?q=true` as a boolean: a search is text all the same.
const SearchText = v.pipe(
  v.union([v.string(), v.number(), v.boolean()]),
  v.transform(String),
  v.trim(),
  v.maxLength(SEARCH_MAX_LENGTH),
  v.transform((text) => text || undefined),
)

/** A filter that cannot be read is no filter: the inbox falls back to its default, never to an error page. */
const orDefault = <Schema extends v.GenericSchema>(schema: Schema) => v.fallback(v.optional(schema), undefined)

/**
 * One of `options`. What `v.picklist` checks, built of the checks every page's first load carries
 * anyway: this schema is part of the entry chunk, since the route checks its search before it loads.
 */
const oneOf = <Option extends string>(options: readonly Option[]) =>
  v.pipe(
    v.string(),
    v.check((value) => (options as readonly string[]).includes(value)),
    v.transform((value) => value as Option),
  )

/**
 * The inbox's search params (/admin/leads/?kind=brief&status=new&assignee=mine&q=…&page=2). The
 * route checks them before it loads, so this module stays small: what the inbox does with them is
 * in lead-filters.ts.
 */
export const InboxSearchSchema = v.object({
  kind: orDefault(oneOf(LEAD_KINDS)),
  status: orDefault(oneOf(LEAD_STATUSES)),
  assignee: orDefault(oneOf(ASSIGNEE_FILTERS)),
  q: orDefault(SearchText),
  page: PageParam,
})

export type InboxSearch = v.InferOutput<typeof InboxSearchSchema>
