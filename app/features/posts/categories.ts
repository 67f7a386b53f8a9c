import type { PostCategory } from './types.ts'

/**
 * What the routes' heads need of a category: part of every page's entry. The words only its pages
 * show are in category-texts.ts, which comes with those pages.
 */
export interface CategoryInfo {
  category: PostCategory
  /** The list's h1 and the breadcrumb. */
  title: string
  path: `/${PostCategory}/`
  /** The list's title and description for search engines. */
  seoTitle: string
  seoDescription: string
  feedTitle: string
}

export const categories: Record<PostCategory, CategoryInfo> = {
  news: {
    category: 'news',
    title: 'Новости',
    path: '/news/',
    seoTitle: 'Новости веб-студии',
    seoDescription:
      'Новости веб-студии «Малахит»: запуски сайтов и сервисов для клиентов, награды, выступления на конференциях и новости команды.',
    feedTitle: 'Новости «Малахит»',
  },
  articles: {
    category: 'articles',
    title: 'Статьи',
    path: '/articles/',
    seoTitle: 'Статьи о разработке сайтов',
    seoDescription:
      'Статьи веб-студии «Малахит» о разработке сайтов: бриф и бюджет, выбор CMS, интеграции с 1С, скорость, доступность и SEO-миграция.',
    feedTitle: 'Статьи «Малахит»',
  },
}

/** Posts on one page of a list: the featured one and a grid of three by three. */
export const POSTS_PER_PAGE = 10
