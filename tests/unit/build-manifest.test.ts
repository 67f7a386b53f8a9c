import { describe, expect, it } from 'vitest'
import { buildManifestResponse } from '#app/lib/build-manifest.server.ts'
import { createBuildTime } from '../../server/build-id.ts'

const running = { id: '20261101T101010-a1b2c3', timestamp: '2026-11-01T10:10:10.000Z' }

describe('buildManifestResponse', () => {
  it('answers the manifest of the running build, cached for good', async () => {
    const response = buildManifestResponse(running.id, running, { development: false })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual(running)
  })

  it('is never stored under the dev server, where the id stays while the code changes', () => {
    const response = buildManifestResponse('development', { ...running, id: 'development' }, { development: true })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it.each(['20261101T090000-000000', '', `${running.id}x`, running.id.toUpperCase()])(
    'answers 404, never stored, for the id %j',
    async (id) => {
      const response = buildManifestResponse(id, running, { development: false })
      expect(response.status).toBe(404)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({ message: 'Такой сборки на сервере нет.' })
    },
  )
})

describe('createBuildTime', () => {
  const now = new Date('2026-11-01T10:10:10.123Z')

  it('is the time of the build when nothing is set', () => {
    expect(createBuildTime({}, now)).toBe('2026-11-01T10:10:10.123Z')
  })

  it('takes the time a deploy pipeline set, in ISO 8601', () => {
    expect(createBuildTime({ BUILD_TIME: '2026-10-31T23:00:00+03:00' }, now)).toBe('2026-10-31T20:00:00.000Z')
  })

  it.each(['', '  ', 'yesterday'])('ignores a BUILD_TIME that is not a time: %j', (value) => {
    expect(createBuildTime({ BUILD_TIME: value }, now)).toBe('2026-11-01T10:10:10.123Z')
  })
})
