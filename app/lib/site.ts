import { requisites } from '#shared/company.ts'

/** The agency's name, contacts and navigation: one place for what the header and footer show. */
export const site = {
  name: 'Малахит',
  legalName: requisites.shortName,
  inn: requisites.inn,
  ogrn: requisites.ogrn,
  tagline: 'Веб-студия полного цикла',
  phone: { display: '+7 (495) 120-45-67', href: 'tel:+74951204567' },
  email: 'hello@malakhit.studio',
  address: 'Москва, Большая Новодмитровская ул., 36, стр. 4, офис 312',
  hours: 'Пн–Пт, 10:00–19:00',
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
