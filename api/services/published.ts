import { lte, type Column } from 'drizzle-orm'

/** Public when published_at is set and has come (a null never compares as earlier). */
export const isPublished = (column: Column, now = new Date()) => lte(column, now)
