import type { PostCategory } from './types.ts'

export interface CategoryInfo {
  category: PostCategory
  /** The list's h1 and the breadcrumb. */
  title: string
  path: `/${PostCategory}/`
  lead: string
  /** The list's title and description for search engines. */
  seoTitle: string
  seoDescription: string
  feedTitle: string
  feedDescription: string
  /** Heading of the related posts under a post. */
  relatedTitle: string
  /** "All news" link of an empty filter. */
  allLabel: string
  emptyText: string
}

export const categories: Record<PostCategory, CategoryInfo> = {
  news: {
    category: 'news',
    title: 'Новости',
    path: '/news/',
    lead: 'Запуски проектов, награды, выступления на конференциях и жизнь команды: что происходит в студии.',
    seoTitle: 'Новости веб-студии',
    seoDescription:
      'Новости веб-студии «Малахит»: запуски сайтов и сервисов для клиентов, награды, выступления на конференциях и новости команды.',
    feedTitle: 'Новости «Малахит»',
    feedDescription: 'Запуски проектов, награды и события веб-студии «Малахит».',
    relatedTitle: 'Другие новости',
    allLabel: 'Все новости',
    emptyText: 'По этой теме новостей пока нет. Загляните позже или посмотрите все новости студии.',
  },
  articles: {
    category: 'articles',
    title: 'Статьи',
    path: '/articles/',
    lead: 'Делимся опытом: как готовить проект, выбирать технологии, ускорять сайт и не терять трафик. Пишем для заказчиков, а не только для разработчиков.',
    seoTitle: 'Статьи о разработке сайтов',
    seoDescription:
      'Статьи веб-студии «Малахит» о разработке сайтов: бриф и бюджет, выбор CMS, интеграции с 1С, скорость, доступность и SEO-миграция.',
    feedTitle: 'Статьи «Малахит»',
    feedDescription: 'Экспертные статьи веб-студии «Малахит» о разработке сайтов и веб-сервисов.',
    relatedTitle: 'Читайте также',
    allLabel: 'Все статьи',
    emptyText: 'По этой теме статей пока нет. Загляните позже или посмотрите все статьи.',
  },
}

/** Posts on one page of a list: the featured one and a grid of three by three. */
export const POSTS_PER_PAGE = 10
