import { withTrailingSlash } from '#app/lib/seo.ts'
import { site } from '#app/lib/site.ts'

/** schema.org Organization: who the studio is and how to reach it. */
export function organizationJsonLd(siteUrl: string): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    taxID: site.inn,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    email: site.email,
    telephone: site.phone.href.replace('tel:', ''),
    foundingDate: String(site.foundedYear),
    address: { '@type': 'PostalAddress', streetAddress: site.address, addressLocality: 'Москва', addressCountry: 'RU' },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: site.phone.href.replace('tel:', ''),
      email: site.email,
      availableLanguage: 'ru',
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '10:00',
        closes: '19:00',
      },
    },
  }
}

/** An about or contact page whose subject is the studio itself. */
export function pageAboutOrganization(type: 'AboutPage' | 'ContactPage', siteUrl: string, path: string): Record<string, unknown> {
  return { '@type': type, url: `${siteUrl}${withTrailingSlash(path)}`, mainEntity: organizationJsonLd(siteUrl) }
}
