import * as v from 'valibot'

const SiteEnvSchema = v.object({
  API_BASE_URL: v.optional(v.pipe(v.string(), v.url('API_BASE_URL must be an absolute URL, e.g. https://api.example.ru/api'))),
  SITE_URL: v.optional(v.pipe(v.string(), v.url('SITE_URL must be an absolute URL, e.g. https://malakhit.studio'))),
})

const parsed = v.parse(SiteEnvSchema, {
  API_BASE_URL: process.env.API_BASE_URL?.trim() || undefined,
  SITE_URL: process.env.SITE_URL?.trim() || undefined,
})

/** The site server's configuration, checked once at start-up. */
export const siteEnv = {
  API_BASE_URL: parsed.API_BASE_URL,
  /** The public address of the site, without a trailing slash: canonical URLs, sitemap, feeds. */
  SITE_URL: (parsed.SITE_URL ?? `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, ''),
}
