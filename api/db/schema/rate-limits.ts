import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Counters of rate-limiter-flexible, shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  points: integer().notNull().default(0),
  expire: timestamp({ withTimezone: true }),
})
