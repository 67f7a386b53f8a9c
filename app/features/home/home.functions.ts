import { createServerFn } from '@tanstack/react-start'
import { api } from '#app/lib/api/api.server.ts'
import type { HomeContent } from './types.ts'

/** How many of each the home page shows. */
const HOME_COUNTS = { projects: 3, clients: 12, news: 4, articles: 2 } as const

/**
 * The home page's content in one call: its blocks, the service categories, the newest projects,
 * clients and posts, each cut to what the page shows (the lists' own pages have the rest).
 */
export const fetchHome = createServerFn({ method: 'GET' }).handler(async (): Promise<HomeContent> => {
  const [page, services, projects, clients, news, articles] = await Promise.all([
    api('/v1/pages/home'),
    api('/v1/services'),
    api('/v1/portfolio', { query: { per_page: HOME_COUNTS.projects } }),
    api('/v1/clients', { query: { per_page: HOME_COUNTS.clients } }),
    api('/v1/posts', { query: { category: 'news', per_page: HOME_COUNTS.news } }),
    api('/v1/posts', { query: { category: 'articles', per_page: HOME_COUNTS.articles } }),
  ])
  return {
    page,
    services: services.data.map(({ slug, title, excerpt, services }) => ({ slug, title, excerpt, serviceCount: services.length })),
    projects: projects.data,
    clients: clients.data,
    news: news.data,
    articles: articles.data,
  }
})
