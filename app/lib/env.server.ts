import * as v from 'valibot'

const SiteEnvSchema = v.object({
  API_BASE_URL: v.optional(v.pipe(v.string(), v.url('API_BASE_URL must be an absolute URL, e.g. https://api.example.ru/api'))),
})

/** The site server's configuration, checked once at start-up. */
export const siteEnv = v.parse(SiteEnvSchema, {
  API_BASE_URL: process.env.API_BASE_URL?.trim() || undefined,
})
