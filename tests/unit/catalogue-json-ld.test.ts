import { describe, expect, it } from 'vitest'
import { serviceCrumbs } from '#app/features/services/crumbs.ts'
import { serviceJsonLd } from '#app/features/services/json-ld.ts'
import { solutionCrumbs } from '#app/features/solutions/route-head.ts'

describe('serviceJsonLd', () => {
  const base = {
    siteUrl: 'https://malakhit.example',
    path: '/services/websites/landing/',
    name: 'Лендинг и промо-сайт',
    description: 'Одностраничный сайт для продукта.',
    serviceType: 'Разработка сайтов',
  }

  it('describes the service, the agency that provides it and the starting price', () => {
    expect(serviceJsonLd({ ...base, priceFrom: 290_000 })).toEqual({
      '@type': 'Service',
      name: 'Лендинг и промо-сайт',
      description: 'Одностраничный сайт для продукта.',
      serviceType: 'Разработка сайтов',
      url: 'https://malakhit.example/services/websites/landing/',
      areaServed: { '@type': 'Country', name: 'Россия' },
      provider: { '@type': 'Organization', name: 'Малахит', legalName: 'ООО «Малахит Диджитал»', url: 'https://malakhit.example/' },
      offers: {
        '@type': 'Offer',
        url: 'https://malakhit.example/services/websites/landing/',
        price: 290_000,
        priceCurrency: 'RUB',
        priceSpecification: { '@type': 'PriceSpecification', minPrice: 290_000, priceCurrency: 'RUB' },
      },
    })
  })

  it('leaves out the offer when the price is agreed per project, and the description when there is none', () => {
    const data = serviceJsonLd({ ...base, description: null, priceFrom: null })
    expect(data).not.toHaveProperty('offers')
    expect(data).not.toHaveProperty('description')
    expect(data.name).toBe('Лендинг и промо-сайт')
  })
})

describe('crumbs', () => {
  it('lead from home through the services to the category and the service', () => {
    expect(serviceCrumbs({ slug: 'websites', title: 'Разработка сайтов' }, { slug: 'landing', title: 'Лендинг и промо-сайт' })).toEqual([
      { label: 'Главная', path: '/' },
      { label: 'Услуги', path: '/services/' },
      { label: 'Разработка сайтов', path: '/services/websites/' },
      { label: 'Лендинг и промо-сайт', path: '/services/websites/landing/' },
    ])
    expect(serviceCrumbs({ slug: 'websites', title: 'Разработка сайтов' })).toHaveLength(3)
  })

  it('lead from home through the solutions to the solution', () => {
    expect(solutionCrumbs({ slug: 'ritual-agency', title: 'Сайт ритуального агентства' })).toEqual([
      { label: 'Главная', path: '/' },
      { label: 'Решения', path: '/solutions/' },
      { label: 'Сайт ритуального агентства', path: '/solutions/ritual-agency/' },
    ])
  })
})
