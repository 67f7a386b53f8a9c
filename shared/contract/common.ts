// Shapes that many answers of the API share. Types only: nothing here runs.

/** An image as the API sends it: a site path and its alternative text. */
export interface ImageRef {
  src: string
  alt: string
}

/** A tag (a topic, a service, an industry): its slug in addresses and its title. */
export interface TagRef {
  slug: string
  title: string
}

export interface ExternalLink {
  label: string
  url: string
}

/** Title and description for the page head. */
export interface Seo {
  title: string
  description: string | null
}

/** Where a page of a list stands in the whole list. */
export interface PageMeta {
  current_page: number
  last_page: number
  per_page: number
  total: number
}

/** One page of a list: `{ data, meta }`. */
export interface Paginated<T> {
  data: T[]
  meta: PageMeta
}
