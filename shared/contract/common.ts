// Shapes that many answers of the API share. Types only: nothing here runs.

/** An image as the API sends it: a site path and its alternative text. */
export interface ImageRef {
  src: string
  alt: string
  /** An uploaded image's own size, so the page keeps its place while it loads. */
  width?: number
  height?: number
  /** An uploaded image in modern formats, best first: `<source type srcset>` of a `<picture>`. */
  sources?: ImageSource[]
}

interface ImageSource {
  type: 'image/avif' | 'image/webp'
  /** `url 480w, url 960w, …` */
  srcset: string
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

/** Title, description and the sharing picture for the page head. */
export interface Seo {
  title: string
  description: string | null
  /** What social networks show of the page: its OpenGraph image, else its cover, else none. */
  image: ImageRef | null
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

/** Any value JSON can carry. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }
