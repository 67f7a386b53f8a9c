import * as v from 'valibot'
import { ApiError } from '../errors.ts'
import type { Paginated } from '#shared/contract/common.ts'

const MAX_PER_PAGE = 50

const positiveInteger = (field: string, max = 999_999) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,6}$/, `${field}: укажите целое положительное число.`),
    v.transform(Number),
    v.minValue(1, `${field}: укажите целое положительное число.`),
    v.maxValue(max, `${field}: не больше ${max}.`),
  )

/** `page` and `per_page` from the query string, with the endpoint's default page size. */
export function paginationQuery(defaultPerPage: number) {
  return {
    page: v.optional(positiveInteger('page'), '1'),
    per_page: v.optional(positiveInteger('per_page', MAX_PER_PAGE), String(defaultPerPage)),
  }
}

/**
 * Runs a paginated query: counts, then reads one page. The first page of an empty list answers
 * with no items. Past the last page the public lists answer 404 (a search engine must not keep
 * an address that lists nothing); a staff list answers with no items and the real `last_page`,
 * because its pages move under the staff's own hands (the last item on the last page deleted)
 * and the screen says where the list ends instead of a dead end.
 */
export async function paginate<T>(
  { page, perPage, pastEnd = 'not-found' }: { page: number; perPage: number; pastEnd?: 'not-found' | 'empty' },
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<T[]>,
): Promise<Paginated<T>> {
  const total = await count()
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const meta = { current_page: page, last_page: lastPage, per_page: perPage, total }
  if (page > lastPage) {
    if (pastEnd === 'empty') return { data: [], meta }
    throw new ApiError(404, 'Такой страницы списка нет.')
  }
  return { data: await rows(perPage, (page - 1) * perPage), meta }
}
