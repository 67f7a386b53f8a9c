import { createServerFn } from '@tanstack/react-start'
import { config } from '#server/config.ts'

/** What pages need to know about the deployment: the public address for canonical URLs, and the counters' public ids. */
export const fetchSiteConfig = createServerFn({ method: 'GET' }).handler(() => ({
  siteUrl: config().siteUrl,
  analytics: config().analytics,
}))
