import type { Crumb } from '#app/lib/seo.ts'
import { site } from '#app/lib/site.ts'

/** What the route's head and the page share: cheap to keep in the entry, which every route's head is part of. */
export const SEARCH_CRUMBS: Crumb[] = [{ label: 'Главная', path: '/' }, { label: 'Поиск' }]

export const SEARCH_DESCRIPTION = 'Поиск по услугам, решениям, проектам, клиентам, статьям и новостям веб-студии «Малахит».'

/** The page's title: what was searched, when something was. */
export const searchTitle = (query: string) => (query ? `Поиск: «${query}»` : 'Поиск по сайту')

/** The name of the site's search in the `<link rel="search">` every page has (the OpenSearch description). */
export const OPENSEARCH_TITLE = `${site.name}: поиск по сайту`
