import { siteEnv } from '#app/lib/env.server.ts'
import { createApiClient } from './client.ts'
import { inProcessFetch } from './in-process.server.ts'

/** True when the site serves the reference API itself (no API_BASE_URL). */
export const usesInProcessApi = siteEnv.API_BASE_URL === undefined

/** The site's API client: a remote backend at API_BASE_URL, or the in-process reference API. */
export const api = createApiClient(
  siteEnv.API_BASE_URL === undefined
    ? { baseURL: 'http://in-process/api', fetch: inProcessFetch }
    : { baseURL: siteEnv.API_BASE_URL },
)
