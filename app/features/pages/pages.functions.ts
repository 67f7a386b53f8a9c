import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { validInput } from '#app/lib/server-fn/input.ts'
import { api } from '#app/lib/api/api.server.ts'
import { orNotFound } from '#app/lib/api/not-found.ts'

const PageInput = v.object({ slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)) })

/** One editorial page; an unknown slug becomes the router's not-found. */
export const fetchPage = createServerFn({ method: 'GET' })
  .validator(validInput(PageInput))
  .handler(({ data }) => orNotFound(() => api(`/v1/pages/${data.slug}`)))
