import { beforeAll, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { createTestApi } from './test-api.ts'
import { useTestDatabase } from './test-database.ts'

/** What a public endpoint answered: its status and its JSON body, for the test to pick apart. */
export interface JsonAnswer {
  status: number
  body: any
}

/**
 * The reference API on a fresh database that `fill` puts the tests' content into before the first
 * of them; `get` reads a public endpoint under /api/v1.
 */
export function useContentApi(fill: (db: Database) => Promise<unknown>) {
  const database = useTestDatabase()
  let api: ReturnType<typeof createTestApi>
  beforeAll(async () => {
    api = createTestApi(database.db)
    await fill(database.db)
  })
  const get = async (path: string): Promise<JsonAnswer> => {
    const response = await api.request(`/api/v1${path}`)
    return { status: response.status, body: await response.json() }
  }
  return { database, get }
}

/** The API's 404 for an item or a filter it does not have: JSON with a message in Russian. */
export function expectNotFound({ status, body }: JsonAnswer) {
  expect(status).toBe(404)
  expect(body.message).toMatch(/[а-я]/)
}

/** One test per path, each expecting the API's 404 for it. */
export function itAnswersNotFound(get: (path: string) => Promise<JsonAnswer>, paths: string[]) {
  it.each(paths)('answers 404 JSON for %s', async (path) => {
    expectNotFound(await get(path))
  })
}

/** The API's 422 for input that names exactly one field wrong. */
export function expectInvalidField({ status, body }: JsonAnswer, field: string) {
  expect(status).toBe(422)
  expect(Object.keys(body.errors)).toEqual([field])
}

/** The body of an answer that must be a 200. */
export function expectOk({ status, body }: JsonAnswer) {
  expect(status).toBe(200)
  return body
}
