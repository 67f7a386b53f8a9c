import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { databaseConfigFromEnv } from '#api/config.ts'

describe('databaseConfigFromEnv', () => {
  it('uses PGlite under .data/ by default', () => {
    expect(databaseConfigFromEnv({})).toEqual({ kind: 'pglite', dataDir: resolve('.data', 'pglite') })
  })

  it('uses PGlite under DATA_DIR when it is set', () => {
    expect(databaseConfigFromEnv({ DATA_DIR: '/srv/agency' })).toEqual({ kind: 'pglite', dataDir: '/srv/agency/pglite' })
  })

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(databaseConfigFromEnv({ DATABASE_URL: 'postgres://app@db:5432/agency' })).toEqual({
      kind: 'postgres',
      url: 'postgres://app@db:5432/agency',
    })
  })

  it('rejects a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => databaseConfigFromEnv({ DATABASE_URL: 'mysql://db/agency' })).toThrow(/postgres/)
  })
})
