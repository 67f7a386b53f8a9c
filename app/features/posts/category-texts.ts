import type { PostCategory } from './types.ts'

/** The words a category's pages and feed show, apart from categories.ts so that no page's entry carries them. */
export interface CategoryTexts {
  lead: string
  feedDescription: string
  /** Heading of the related posts under a post. */
  relatedTitle: string
  /** "All news" link of an empty filter. */
  allLabel: string
  emptyText: string
}

export const categoryTexts: Record<PostCategory, CategoryTexts> = {
  news: {
    lead: 'Запуски проектов, награды, выступления на конференциях и жизнь команды: что происходит в студии.',
    feedDescription: 'Запуски проектов, награды и события веб-студии «Малахит».',
    relatedTitle: 'Другие новости',
    allLabel: 'Все новости',
    emptyText: 'По этой теме новостей пока нет. Загляните позже или посмотрите все новости студии.',
  },
  articles: {
    lead: 'Делимся опытом: как готовить проект, выбирать технологии, ускорять сайт и не терять трафик. Пишем для заказчиков, а не только для разработчиков.',
    feedDescription: 'Экспертные статьи веб-студии «Малахит» о разработке сайтов и веб-сервисов.',
    relatedTitle: 'Читайте также',
    allLabel: 'Все статьи',
    emptyText: 'По этой теме статей пока нет. Загляните позже или посмотрите все статьи.',
  },
}
