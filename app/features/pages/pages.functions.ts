import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { api } from '#app/lib/api/api.server.ts'
import { isApiStatus } from '#app/lib/api/errors.ts'
import type { Page } from './types.ts'

const PageInput = v.object({ slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)) })

/** One editorial page; an unknown slug becomes the router's not-found. */
export const fetchPage = createServerFn({ method: 'GET' })
  .validator(PageInput)
  .handler(async ({ data }) => {
    try {
      return await api<Page>(`/v1/pages/${data.slug}`)
    } catch (error) {
      if (isApiStatus(error, 404)) throw notFound()
      throw error
    }
  })
