// The database schema, one file per area; drizzle-kit reads it from here (drizzle.config.ts).
export * from './accounts.ts'
export * from './content.ts'
export * from './forms.ts'
export * from './mail.ts'
export * from './oauth.ts'
export * from './rate-limits.ts'
export * from './search.ts'
export * from './staff.ts'
