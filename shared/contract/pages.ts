// Editorial pages' structured blocks (`GET /v1/pages/{slug}`); the site renders each type with its
// own component. Types only: nothing here runs.

export type PageBlock = HeroBlock | FeaturesBlock | StatsBlock | CallToActionBlock

interface PageLink {
  label: string
  href: string
}

export interface HeroBlock {
  type: 'hero'
  eyebrow: string
  title: string
  lead: string
  primary: PageLink
  secondary?: PageLink
}

export interface FeaturesBlock {
  type: 'features'
  title: string
  lead?: string
  items: { title: string; text: string; href?: string }[]
}

export interface StatsBlock {
  type: 'stats'
  items: { value: string; label: string }[]
}

export interface CallToActionBlock {
  type: 'cta'
  title: string
  text: string
  action: PageLink
}
