import type { Crumb } from '#app/lib/seo.ts'

/** Главная / Услуги / category [/ service]: the crumbs of the services screens. */
export function serviceCrumbs(category: { slug: string; title: string }, service?: { slug: string; title: string }): Crumb[] {
  const categoryPath = `/services/${category.slug}/`
  return [
    { label: 'Главная', path: '/' },
    { label: 'Услуги', path: '/services/' },
    { label: category.title, path: categoryPath },
    ...(service ? [{ label: service.title, path: `${categoryPath}${service.slug}/` }] : []),
  ]
}
