import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { validInput } from '#app/lib/server-fn/input.ts'
import { api } from '#app/lib/api/api.server.ts'
import { orNotFound } from '#app/lib/api/not-found.ts'
import { isSlug } from './slug.ts'

const Segment = v.pipe(v.string(), v.maxLength(200))

/** Every category with its services, in the editors' order. */
export const fetchServiceCategories = createServerFn({ method: 'GET' }).handler(async () => {
  const { data } = await api('/v1/services')
  return data
})

/** One category with its body and services; an unknown one is the router's not-found. */
export const fetchServiceCategory = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ category: Segment })))
  .handler(({ data }) => {
    if (!isSlug(data.category)) throw notFound()
    return orNotFound(() => api(`/v1/services/${data.category}`))
  })

/** One service of a category; an unknown pair is the router's not-found. */
export const fetchService = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ category: Segment, slug: Segment })))
  .handler(({ data }) => {
    if (!isSlug(data.category) || !isSlug(data.slug)) throw notFound()
    return orNotFound(() => api(`/v1/services/${data.category}/${data.slug}`))
  })
