import * as v from 'valibot'
import { PageParam } from '#app/lib/list-filter.ts'
import type { RawSearch } from './route-search.ts'

/** A staff list's search when it has only pages (?page=2). */
const PageSearchSchema = v.object({ page: PageParam })

export type PageSearch = v.InferOutput<typeof PageSearchSchema>

/**
 * Reads a list's page: one that does not fit is dropped, and the list shows its first page. With
 * safeParse, as the inbox's search: valibot is one module of the entry chunk, so a function of it
 * that only the staff area called would weigh on every public page (decision 018).
 */
export function readPageSearch(params: RawSearch<PageSearch>): PageSearch {
  const read = v.safeParse(PageSearchSchema, params)
  // The page falls back to none, so reading never fails.
  return read.success ? read.output : {}
}
