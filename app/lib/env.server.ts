import * as v from 'valibot'

const SiteEnvSchema = v.object({
  API_BASE_URL: v.optional(v.pipe(v.string(), v.url('API_BASE_URL must be an absolute URL, e.g. https://api.example.ru/api'))),
  SITE_URL: v.optional(v.pipe(v.string(), v.url('SITE_URL must be an absolute URL, e.g. https://malakhit.studio'))),
  YM_COUNTER_ID: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'YM_COUNTER_ID must be the number of a Yandex Metrika counter, e.g. 12345678')),
  ),
  GTM_ID: v.optional(
    v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]{4,12}$/, 'GTM_ID must be a Google Tag Manager container id, e.g. GTM-ABC1234')),
  ),
})

const parsed = v.parse(SiteEnvSchema, {
  API_BASE_URL: process.env.API_BASE_URL?.trim() || undefined,
  SITE_URL: process.env.SITE_URL?.trim() || undefined,
  YM_COUNTER_ID: process.env.YM_COUNTER_ID?.trim() || undefined,
  GTM_ID: process.env.GTM_ID?.trim() || undefined,
})

/** The site server's configuration, checked once at start-up. */
export const siteEnv = {
  API_BASE_URL: parsed.API_BASE_URL,
  /** The public address of the site, without a trailing slash: canonical URLs, sitemap, feeds. */
  SITE_URL: (parsed.SITE_URL ?? `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, ''),
  /** Yandex Metrika counter number; unset: no counter (and no Metrika hosts in the CSP). */
  YM_COUNTER_ID: parsed.YM_COUNTER_ID,
  /** Google Tag Manager container (`GTM-XXXX`); unset: no container (and no Google hosts in the CSP). */
  GTM_ID: parsed.GTM_ID,
}
