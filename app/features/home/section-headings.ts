import type { HomeSectionHeading } from './types.ts'

/** The headings of the home sections whose words are the site's own (the services' come from the page). */
export const homeHeadings = {
  projects: {
    id: 'home-projects',
    title: 'Избранные проекты',
    lead: 'Задача, решение и результат в цифрах — по каждому проекту.',
    more: { label: 'Всё портфолио', to: '/portfolio/' },
  },
  clients: {
    id: 'home-clients',
    title: 'Нам доверяют',
    lead: 'Транспорт, ритейл, медицина, производство: с большинством клиентов мы работаем годами.',
    more: { label: 'Все клиенты', to: '/clients/' },
  },
  journal: {
    id: 'home-journal',
    title: 'Пишем о том, что знаем',
    lead: 'Статьи о разработке, дизайне и продвижении — и новости студии.',
    more: { label: 'Все статьи', to: '/articles/' },
  },
} satisfies Record<string, HomeSectionHeading>
