/** A section of a body its table of contents links to (worked out by reading.server.ts, or sent by the API for a page). */
export interface TocEntry {
  id: string
  title: string
}

/** A table of contents is worth showing from this many sections on. */
export const TOC_MIN_ENTRIES = 3
