import { site } from '#app/lib/site.ts'

/** The search page's address for a query, as search engines and browsers fill it in. */
export const searchUrlTemplate = (siteUrl: string, placeholder: string) => `${siteUrl}/search/?q={${placeholder}}`

/** schema.org WebSite with its SearchAction: lets a search engine offer the site's own search. */
export function websiteJsonLd(siteUrl: string): Record<string, unknown> {
  return {
    '@type': 'WebSite',
    name: site.name,
    url: `${siteUrl}/`,
    inLanguage: 'ru',
    potentialAction: {
      '@type': 'SearchAction',
      target: searchUrlTemplate(siteUrl, 'search_term_string'),
      'query-input': 'required name=search_term_string',
    },
  }
}
