import { absoluteUrl } from '#app/lib/seo.ts'
import { site } from '#app/lib/site.ts'

export interface ServiceJsonLdInput {
  /** The site's public address (siteUrlOf). */
  siteUrl: string
  /** The page's own path, e.g. /services/websites/landing/. */
  path: string
  name: string
  description: string | null
  /** The kind of service, e.g. the category's title. */
  serviceType?: string
  /** Roubles; the offer is left out when the price is agreed per project. */
  priceFrom: number | null
}

/** schema.org Service offered by the agency, with its starting price when there is one. */
export function serviceJsonLd({ siteUrl, path, name, description, serviceType, priceFrom }: ServiceJsonLdInput): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, path)
  return {
    '@type': 'Service',
    name,
    ...(description ? { description } : {}),
    ...(serviceType ? { serviceType } : {}),
    url,
    areaServed: { '@type': 'Country', name: 'Россия' },
    provider: { '@type': 'Organization', name: site.name, legalName: site.legalName, url: `${siteUrl}/` },
    ...(priceFrom !== null
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: priceFrom,
            priceCurrency: 'RUB',
            priceSpecification: { '@type': 'PriceSpecification', minPrice: priceFrom, priceCurrency: 'RUB' },
          },
        }
      : {}),
  }
}
