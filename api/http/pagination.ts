import * as v from 'valibot'
import { ApiError } from '../errors.ts'
import type { Paginated } from '#shared/contract/common.ts'

export const MAX_PER_PAGE = 50

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
 * Runs a paginated query: counts, then reads one page. A page past the last is 404 (the first
 * page of an empty list is not: it answers with no items).
 */
export async function paginate<T>(
  { page, perPage }: { page: number; perPage: number },
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<T[]>,
): Promise<Paginated<T>> {
  const total = await count()
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  if (page > lastPage) throw new ApiError(404, 'Такой страницы списка нет.')
  const data = await rows(perPage, (page - 1) * perPage)
  return { data, meta: { current_page: page, last_page: lastPage, per_page: perPage, total } }
}
