import { agency, requisites } from '#shared/company.ts'

/** The agency's name, contacts and navigation: one place for what the header and footer show. */
export const site = {
  ...agency,
  legalName: requisites.shortName,
  inn: requisites.inn,
  ogrn: requisites.ogrn,
  tagline: 'Веб-студия полного цикла',
  foundedYear: 2012,
} as const

export interface NavItem {
  label: string
  href: string
}

export const mainNavigation: NavItem[] = [
  { label: 'Услуги', href: '/services/' },
  { label: 'Решения', href: '/solutions/' },
  { label: 'Портфолио', href: '/portfolio/' },
  { label: 'Клиенты', href: '/clients/' },
  { label: 'Новости', href: '/news/' },
  { label: 'Статьи', href: '/articles/' },
  { label: 'Компания', href: '/company/' },
  { label: 'Контакты', href: '/contacts/' },
]

export const legalNavigation: NavItem[] = [
  { label: 'Политика конфиденциальности', href: '/privacy/' },
  { label: 'Пользовательское соглашение', href: '/agreement/' },
]
