import { createServerFn } from '@tanstack/react-start'
import { analyticsConfig } from '#app/features/analytics/config.server.ts'
import { siteEnv } from '#app/lib/env.server.ts'

/** What pages need to know about the deployment: the public address for canonical URLs, and the counters' public ids. */
export const fetchSiteConfig = createServerFn({ method: 'GET' }).handler(() => ({ siteUrl: siteEnv.SITE_URL, analytics: analyticsConfig }))
