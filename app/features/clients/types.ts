import type { ImageRef } from '#shared/contract/common.ts'

/** A client as `GET /v1/clients` lists it. */
export interface Client {
  slug: string
  name: string
  /** A 240×96 logo. */
  logo: ImageRef | null
  industry: { slug: string; title: string } | null
  website: string | null
  description: string | null
}
