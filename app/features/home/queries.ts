import { clientsQuery } from '#app/features/clients/queries.ts'
import { pageQuery } from '#app/features/pages/queries.ts'
import { portfolioListQuery } from '#app/features/portfolio/queries.ts'
import { postsQuery } from '#app/features/posts/queries.ts'
import { serviceCategoriesQuery } from '#app/features/services/queries.ts'

/** Everything the home page shows; the loader fetches them in parallel. */
export const homeQueries = {
  page: pageQuery('home'),
  services: serviceCategoriesQuery,
  projects: portfolioListQuery({}),
  clients: clientsQuery(1),
  news: postsQuery('news', {}),
  articles: postsQuery('articles', {}),
}
