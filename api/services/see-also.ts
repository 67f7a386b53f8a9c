// «Рекомендуем посмотреть» for the signed-in user: a few published items of each kind, chosen the
// same way every time, built from the public lists so the cards match the rest of the site.
import type { Database } from '../db/client.ts'
import { listServiceCategories, listSolutions, servicePath, solutionPath } from './catalogue.ts'
import { listProjects } from './portfolio.ts'
import { listPosts, postPath } from './posts.ts'

const SEE_ALSO_PER_KIND = 3

type Category = Awaited<ReturnType<typeof listServiceCategories>>[number]

/**
 * Services taken one per category in the editors' order, then the next of each, so the picks
 * spread over the studio's directions instead of filling up from the first one.
 */
function servicesAcrossCategories(categories: Category[], limit: number) {
  const depth = Math.max(0, ...categories.map((category) => category.services.length))
  const rounds = Array.from({ length: depth }, (_, index) =>
    categories.flatMap((category) => {
      const service = category.services[index]
      if (!service) return []
      return [{ ...service, category: { slug: category.slug, title: category.title }, url: servicePath(category.slug, service.slug) }]
    }),
  )
  return rounds.flat().slice(0, limit)
}

/** Services across categories, the first solutions, the newest articles and the latest projects. */
export async function seeAlso(db: Database, limit = SEE_ALSO_PER_KIND) {
  const first = { page: 1, perPage: limit }
  const [categories, solutions, articles, projects] = await Promise.all([
    listServiceCategories(db),
    listSolutions(db, first),
    listPosts(db, { category: 'articles', ...first }),
    listProjects(db, first),
  ])
  return {
    services: servicesAcrossCategories(categories, limit),
    solutions: solutions.data.map((solution) => ({ ...solution, url: solutionPath(solution.slug) })),
    articles: articles.data.map((article) => ({ ...article, url: postPath(article.category, article.slug) })),
    projects: projects.data,
  }
}
