import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestApi, recordingLogger } from './support/test-api.ts'
import { createTestDatabase, removedDatabase, useTestDatabase } from './support/test-database.ts'

describe('API error answers', () => {
  const database = useTestDatabase()

  it('answers an unknown API path with 404 JSON', async () => {
    const response = await createTestApi(database.db).request('/api/v1/no-such-resource')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({ message: expect.any(String) })
  })

  it('answers a validation failure with 422, a message and the messages per field', async () => {
    const response = await createTestApi(database.db).request('/api/v1/pages/Not_A_Slug')
    expect(response.status).toBe(422)
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> }
    expect(body.message).toMatch(/[а-я]/i)
    expect(Object.keys(body.errors)).toEqual(['slug'])
    expect(body.errors.slug?.[0]).toMatch(/латинские буквы/)
  })

  it('answers an unexpected failure with a generic 500, logging the stack but never sending it', async () => {
    const broken = await createTestDatabase()
    try {
      // A fault in a query (here: a table that is gone), not an outage.
      await broken.db.execute(sql`drop table pages cascade`)
      const { logger, entries } = recordingLogger()

      const response = await createTestApi(broken.db, logger).request('/api/v1/pages/home')

      expect(response.status).toBe(500)
      expect(response.headers.get('retry-after')).toBeNull()
      const text = await response.text()
      expect(JSON.parse(text)).toEqual({ message: expect.stringMatching(/[а-я]/i) })
      expect(text).not.toMatch(/at .+\.ts|stack|Error:|pages/)
      const logged = entries.find((entry) => entry.level === 'error')
      expect(logged?.fields).toMatchObject({ method: 'GET', path: '/api/v1/pages/home', stack: expect.any(String) })
    } finally {
      await broken.destroy()
    }
  })

  it('answers 503 with Retry-After while the database is unreachable, logging the cause', async () => {
    const { logger, entries } = recordingLogger()

    const response = await createTestApi((await removedDatabase()).db, logger).request('/api/v1/pages/home')

    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('60')
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ message: 'Сервис временно недоступен. Попробуйте ещё раз через минуту.' })
    expect(text).not.toMatch(/at .+\.ts|stack|Error:|CONNECTION|PGlite/)
    const logged = entries.find((entry) => entry.level === 'error')
    expect(logged).toMatchObject({
      message: 'Database unreachable',
      fields: { method: 'GET', path: '/api/v1/pages/home', stack: expect.any(String) },
    })
  })
})
