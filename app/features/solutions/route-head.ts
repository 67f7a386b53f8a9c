import { serviceJsonLd } from '#app/features/services/json-ld.ts'
import { breadcrumbJsonLd, type Crumb, type HeadContext, seo, siteUrlOf } from '#app/lib/seo.ts'
import type { Solution } from './types.ts'

/** Главная / Решения / the solution. */
export const solutionCrumbs = (solution: Pick<Solution, 'slug' | 'title'>): Crumb[] => [
  { label: 'Главная', path: '/' },
  { label: 'Решения', path: '/solutions/' },
  { label: solution.title, path: `/solutions/${solution.slug}/` },
]

/** The head of a solution page: SEO from the API (the sharing picture too), crumbs and a Service. */
export function solutionHead(context: HeadContext, solution: Solution | undefined) {
  if (!solution) return {}
  const siteUrl = siteUrlOf(context.matches)
  return seo(context, {
    title: solution.seo.title,
    description: solution.seo.description,
    image: solution.seo.image?.src,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, solutionCrumbs(solution)),
      serviceJsonLd({
        siteUrl,
        path: `/solutions/${solution.slug}/`,
        name: solution.title,
        description: solution.seo.description ?? solution.excerpt,
        serviceType: 'Готовое решение',
        priceFrom: solution.price_from,
      }),
    ],
  })
}
