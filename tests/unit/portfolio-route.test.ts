import { describe, expect, it } from 'vitest'
import {
  activeFilters,
  groupCrumbs,
  groupHead,
  groupJsonLd,
  portfolioTitle,
  projectCrumbs,
  projectHead,
  projectJsonLd,
} from '#app/features/portfolio/portfolio-route.ts'
import type { PortfolioGroup, PortfolioProject, ProjectSummary } from '#app/features/portfolio/types.ts'
import type { seo } from '#app/lib/seo.ts'

const filters = {
  services: [
    { slug: 'ecommerce', title: 'Интернет-магазины' },
    { slug: 'design', title: 'Дизайн и UX' },
  ],
  industries: [{ slug: 'auto', title: 'Автомобильный бизнес' }],
}

const summary: ProjectSummary = {
  slug: 'garant',
  title: 'Сайт дилерского центра «Гарант-Авто»',
  excerpt: 'Автомобили в наличии из дилерской системы.',
  cover: { src: '/images/demo/portfolio/garant-auto-garant.svg', alt: 'Сайт на ноутбуке' },
  year: 2025,
  services: [{ slug: 'design', title: 'Дизайн и UX' }],
  industries: [{ slug: 'auto', title: 'Автомобильный бизнес' }],
  group: { slug: 'garant-auto', title: 'Гарант-Авто' },
  url: '/garant-auto/garant/',
}

const project: PortfolioProject = {
  ...summary,
  body: '<h2>Задача</h2>',
  images: [{ src: '/images/demo/portfolio/garant-auto-garant-form.svg', alt: 'Форма' }],
  links: [],
  client: { slug: 'garant-auto', name: 'Гарант-Авто', logo: null, website: 'https://garant-auto.example' },
  // The API shares the cover when no other picture is chosen.
  seo: { title: 'Кейс', description: 'Описание кейса', image: summary.cover },
  related: [],
}

const group: PortfolioGroup = {
  slug: 'garant-auto',
  title: 'Гарант-Авто',
  excerpt: 'Дилерский центр.',
  body: null,
  cover: null,
  client: null,
  url: '/garant-auto/',
  seo: { title: 'Гарант-Авто', description: null, image: null },
  projects: [summary],
}

describe('portfolio titles and filters', () => {
  it('names the chosen filters in the order service, industry', () => {
    expect(activeFilters({ industry: 'auto', service: 'design' }, filters)).toEqual([
      { key: 'service', label: 'Услуга', title: 'Дизайн и UX' },
      { key: 'industry', label: 'Отрасль', title: 'Автомобильный бизнес' },
    ])
  })

  it('shows an unknown filter by its slug', () => {
    expect(activeFilters({ service: 'blockchain' }, filters)).toEqual([{ key: 'service', label: 'Услуга', title: 'blockchain' }])
  })

  it('makes the title of every list page distinct', () => {
    expect(portfolioTitle({}, filters)).toBe('Портфолио')
    expect(portfolioTitle({ page: 2 }, filters)).toBe('Портфолио — страница 2')
    expect(portfolioTitle({ service: 'ecommerce', industry: 'auto' }, filters)).toBe('Портфолио: Интернет-магазины, Автомобильный бизнес')
  })
})

describe('portfolio crumbs', () => {
  it('lead from home through the portfolio and the group to the project', () => {
    expect(projectCrumbs(project)).toEqual([
      { label: 'Главная', path: '/' },
      { label: 'Портфолио', path: '/portfolio/' },
      { label: 'Гарант-Авто', path: '/garant-auto/' },
      { label: 'Сайт дилерского центра «Гарант-Авто»', path: '/garant-auto/garant/' },
    ])
    expect(groupCrumbs({ slug: 'rzd', title: 'РЖД' }).at(-1)).toEqual({ label: 'РЖД', path: '/rzd/' })
  })
})

describe('portfolio JSON-LD', () => {
  it('describes a project as a CreativeWork with absolute URLs', () => {
    const data = projectJsonLd('https://malakhit.studio', project)
    expect(data).toMatchObject({
      '@type': 'CreativeWork',
      name: project.title,
      description: 'Описание кейса',
      url: 'https://malakhit.studio/garant-auto/garant/',
      image: [
        'https://malakhit.studio/images/demo/portfolio/garant-auto-garant.svg',
        'https://malakhit.studio/images/demo/portfolio/garant-auto-garant-form.svg',
      ],
      dateCreated: '2025',
      creator: { '@type': 'Organization', name: 'Малахит' },
      sponsor: { '@type': 'Organization', name: 'Гарант-Авто', url: 'https://garant-auto.example' },
      keywords: 'Дизайн и UX, Автомобильный бизнес',
      isPartOf: { url: 'https://malakhit.studio/garant-auto/' },
    })
  })

  it('lists a group with its projects', () => {
    expect(groupJsonLd('https://malakhit.studio', group)).toEqual({
      '@type': 'CollectionPage',
      name: 'Гарант-Авто',
      description: 'Дилерский центр.',
      url: 'https://malakhit.studio/garant-auto/',
      hasPart: [{ '@type': 'CreativeWork', name: project.title, url: 'https://malakhit.studio/garant-auto/garant/' }],
    })
  })
})

describe('portfolio heads', () => {
  const context = (pathname: string) => ({ match: { pathname }, matches: [{ loaderData: { siteUrl: 'https://malakhit.test' } }] })
  // A head is empty until the loader has data; these have it, so they hold what seo() gives.
  type Head = Partial<ReturnType<typeof seo>>
  const jsonLdTypes = (head: Head) => head.scripts?.map((script) => JSON.parse(script.children)['@type'])

  it('describes a group by its excerpt when its SEO has no description, as a website page with its crumbs', () => {
    const head: Head = groupHead(context('/garant-auto'), group)
    expect(head.meta).toContainEqual({ title: 'Гарант-Авто — Малахит' })
    expect(head.meta).toContainEqual({ name: 'description', content: 'Дилерский центр.' })
    expect(head.meta).toContainEqual({ property: 'og:type', content: 'website' })
    // A group has no picture of its own to share: the brand image stands in.
    expect(head.meta).toContainEqual({ property: 'og:image', content: 'https://malakhit.test/og-image.jpg' })
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://malakhit.test/garant-auto/' }])
    expect(jsonLdTypes(head)).toEqual(['CollectionPage', 'BreadcrumbList'])
  })

  it('describes a project as an article with its SEO description, its cover for sharing and its crumbs', () => {
    const head: Head = projectHead(context('/garant-auto/garant'), project)
    expect(head.meta).toContainEqual({ title: 'Кейс — Малахит' })
    expect(head.meta).toContainEqual({ name: 'description', content: 'Описание кейса' })
    expect(head.meta).toContainEqual({ property: 'og:type', content: 'article' })
    // The cover is a drawing (SVG), which link previews do not show: the brand image stands in.
    expect(head.meta).toContainEqual({ property: 'og:image', content: 'https://malakhit.test/og-image.jpg' })
    const photo = { src: '/media/garant-cover-1200.jpg', alt: 'Сайт на ноутбуке' }
    const withPhoto: Head = projectHead(context('/garant-auto/garant'), { ...project, seo: { ...project.seo, image: photo } })
    expect(withPhoto.meta).toContainEqual({
      property: 'og:image',
      content: 'https://malakhit.test/media/garant-cover-1200.jpg',
    })
    expect(jsonLdTypes(head)).toEqual(['CreativeWork', 'BreadcrumbList'])
    expect(JSON.parse(head.scripts![1]!.children).itemListElement.at(-1)).toEqual({
      '@type': 'ListItem',
      position: 4,
      name: project.title,
      item: 'https://malakhit.test/garant-auto/garant/',
    })
  })

  it('shares the picture chosen for social networks, while its structured data keeps the cover', () => {
    const share = { src: '/images/share/garant.png', alt: 'Карточка кейса' }
    const head: Head = projectHead(context('/garant-auto/garant'), { ...project, seo: { ...project.seo, image: share } })
    expect(head.meta).toContainEqual({ property: 'og:image', content: 'https://malakhit.test/images/share/garant.png' })
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
    expect(JSON.parse(head.scripts![0]!.children).image[0]).toBe('https://malakhit.test/images/demo/portfolio/garant-auto-garant.svg')
  })

  it('describes nothing before the loader has data', () => {
    expect(groupHead(context('/garant-auto'), undefined)).toEqual({})
    expect(projectHead(context('/garant-auto/garant'), undefined)).toEqual({})
  })
})
