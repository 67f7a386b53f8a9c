import * as v from 'valibot'
import { PageParam } from '#app/lib/list-filter.ts'
import { STAFF_SEARCH_MAX_LENGTH } from '#shared/contract/staff.ts'
import type { RawSearch } from '#app/lib/route-search.ts'

/** A staff list's search when it has only pages (?page=2). */
const PageSearchSchema = v.object({ page: PageParam })

/** A staff list's search with words to find (?q=…&page=2): a search that cannot be read (or too long) is none. */
const ListSearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(STAFF_SEARCH_MAX_LENGTH))), undefined),
  page: PageParam,
})

/** A day typed into a date field (YYYY-MM-DD); the API checks that it exists. */
const DayParam = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/))), undefined)
const WordParam = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,40}$/))), undefined)

/** The audit log's filters (?actor=5&action=updated&type=service&item=12&from=2026-11-01&to=2026-11-30&page=2). */
const AuditSearchSchema = v.object({
  actor: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))), undefined),
  action: WordParam,
  type: WordParam,
  item: WordParam,
  from: DayParam,
  to: DayParam,
  page: PageParam,
})

export type PageSearch = v.InferOutput<typeof PageSearchSchema>
export type AuditSearch = v.InferOutput<typeof AuditSearchSchema>
export type ListSearch = v.InferOutput<typeof ListSearchSchema>

/**
 * Reads a list's search params, every one of which falls back to its default, so reading never
 * fails. With safeParse, as the inbox's search: valibot is one module of the entry chunk, so a
 * function of it that only the staff area called would weigh on every public page (decision 018).
 */
function readSearch<Search extends object>(schema: v.GenericSchema<unknown, Search>, params: RawSearch<Search>): Search {
  const read = v.safeParse(schema, params)
  return read.success ? read.output : ({} as Search)
}

/** Reads a list's page: one that does not fit is dropped, and the list shows its first page. */
export const readPageSearch = (params: RawSearch<PageSearch>): PageSearch => readSearch(PageSearchSchema, params)

/**
 * Reads the audit log's filters: one that cannot be read is dropped. The router reads ?item=12 as a
 * number; it is taken as the text it was (not with valibot's union or transform, which would join
 * the entry chunk every public page loads).
 */
export const readAuditSearch = (params: RawSearch<AuditSearch>): AuditSearch =>
  readSearch(AuditSearchSchema, typeof params.item === 'number' ? { ...params, item: String(params.item) } : params)

/** Reads a list's search words and page: what cannot be read is dropped, and the whole list shows. */
export const readListSearch = (params: RawSearch<ListSearch>): ListSearch => readSearch(ListSearchSchema, params)
