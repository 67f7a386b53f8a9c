import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { validInput } from '#app/lib/server-fn/input.ts'
import { isSlug } from '#app/features/services/slug.ts'
import { api } from '#app/lib/api/api.server.ts'
import { orNotFound } from '#app/lib/api/not-found.ts'

const SOLUTIONS_PER_PAGE = 12

/** A page of solutions; a page past the end is the router's not-found. */
export const fetchSolutions = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ page: v.pipe(v.number(), v.integer(), v.minValue(1)) })))
  .handler(({ data }) => orNotFound(() => api('/v1/solutions', { query: { page: data.page, per_page: SOLUTIONS_PER_PAGE } })))

/** One solution; an unknown slug is the router's not-found. */
export const fetchSolution = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ slug: v.pipe(v.string(), v.maxLength(200)) })))
  .handler(({ data }) => {
    if (!isSlug(data.slug)) throw notFound()
    return orNotFound(() => api(`/v1/solutions/${data.slug}`))
  })
