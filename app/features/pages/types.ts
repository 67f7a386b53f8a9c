/** A page as the API answers `GET /v1/pages/{slug}`. */
export interface Page {
  slug: string
  title: string
  lead: string | null
  body: string | null
  blocks: PageBlock[]
  seo: { title: string; description: string | null }
  updated_at: string
}

export interface PageLink {
  label: string
  href: string
}

export type PageBlock =
  | { type: 'hero'; eyebrow: string; title: string; lead: string; primary: PageLink; secondary?: PageLink }
  | { type: 'features'; title: string; lead?: string; items: { title: string; text: string; href?: string }[] }
  | { type: 'stats'; items: { value: string; label: string }[] }
  | { type: 'cta'; title: string; text: string; action: PageLink }
