import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { pagedListRoute } from '#app/features/pages/list-route.ts'

const route = pagedListRoute({
  query: (page: number) => ({ queryKey: ['cards', { page }], queryFn: () => ({ page, cards: [`карточка ${page}`] }) }),
  title: 'Карточки',
  description: 'Все карточки студии.',
  crumbs: [
    { label: 'Главная', path: '/' },
    { label: 'Карточки', path: '/cards/' },
  ],
})

const context = (page: number | undefined) => ({
  match: { pathname: '/cards', search: { page } },
  matches: [{ loaderData: { siteUrl: 'https://malakhit.test' } }],
})

describe('a route of a list read page by page', () => {
  it('reads the page asked for, and the first page when none is', async () => {
    const queryClient = new QueryClient()
    expect(await route.loader({ context: { queryClient }, deps: { page: 3 } })).toEqual({ page: 3, cards: ['карточка 3'] })
    expect(await route.loader({ context: { queryClient }, deps: {} })).toEqual({ page: 1, cards: ['карточка 1'] })
  })

  it('keeps the page in the canonical URL from page 2 on', () => {
    expect(route.head(context(2)).links).toEqual([{ rel: 'canonical', href: 'https://malakhit.test/cards/?page=2' }])
    expect(route.head(context(1)).links).toEqual([{ rel: 'canonical', href: 'https://malakhit.test/cards/' }])
    expect(route.head(context(undefined)).links).toEqual([{ rel: 'canonical', href: 'https://malakhit.test/cards/' }])
  })

  it('gives every page the list title, description and crumbs', () => {
    const head = route.head(context(2))
    expect(head.meta).toContainEqual({ title: 'Карточки — Малахит' })
    expect(head.meta).toContainEqual({ name: 'description', content: 'Все карточки студии.' })
    expect(head.scripts.map((script) => JSON.parse(script.children))).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Главная', item: 'https://malakhit.test/' },
          { '@type': 'ListItem', position: 2, name: 'Карточки', item: 'https://malakhit.test/cards/' },
        ],
      },
    ])
  })
})
