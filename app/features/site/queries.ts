import { queryOptions } from '@tanstack/react-query'
import { fetchSiteConfig } from './site.functions.ts'

/** Fixed for the life of a deployment: read once per visit. */
export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: () => fetchSiteConfig(),
  staleTime: Number.POSITIVE_INFINITY,
})
