import type { tags } from '../schema/index.ts'

type NewTag = typeof tags.$inferInsert

/** Topics of news and articles. */
const postTags: Record<string, string> = {
  studio: 'Новости студии',
  launches: 'Запуски проектов',
  awards: 'Награды',
  events: 'Выступления и конференции',
  team: 'Команда',
  development: 'Разработка',
  design: 'Дизайн и UX',
  seo: 'SEO и продвижение',
  ecommerce: 'Электронная коммерция',
  management: 'Управление проектами',
  performance: 'Скорость сайта',
  accessibility: 'Доступность',
  integrations: 'Интеграции',
  b2b: 'B2B-продажи',
}

/** What was done in a portfolio project (the portfolio's service filter). */
const serviceTags: Record<string, string> = {
  'corporate-sites': 'Корпоративные сайты',
  ecommerce: 'Интернет-магазины',
  'web-services': 'Веб-сервисы',
  'personal-accounts': 'Личные кабинеты',
  design: 'Дизайн и UX',
  integrations: 'Интеграции',
  support: 'Поддержка и развитие',
  seo: 'Продвижение',
}

/** Clients' lines of business (the portfolio's industry filter and the clients page). */
const industryTags: Record<string, string> = {
  transport: 'Транспорт и логистика',
  auto: 'Автомобильный бизнес',
  medicine: 'Медицина',
  manufacturing: 'Промышленность',
  energy: 'Энергетика',
  construction: 'Строительство и недвижимость',
  retail: 'Розничная торговля',
  finance: 'Финансы и страхование',
  education: 'Образование',
}

const entries = (kind: NewTag['kind'], labels: Record<string, string>): NewTag[] =>
  Object.entries(labels).map(([slug, title]) => ({ kind, slug, title }))

export function seedTags(): NewTag[] {
  return [...entries('post', postTags), ...entries('service', serviceTags), ...entries('industry', industryTags)]
}
