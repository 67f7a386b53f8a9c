import { createServerFn } from '@tanstack/react-start'
import { siteEnv } from '#app/lib/env.server.ts'

/** What pages need to know about the deployment: the public address for canonical URLs. */
export const fetchSiteConfig = createServerFn({ method: 'GET' }).handler(() => ({ siteUrl: siteEnv.SITE_URL }))
