import { afterEach, describe, expect, it, vi } from 'vitest'

const api = vi.fn()
vi.mock('#app/lib/api/api.server.ts', () => ({ api: (...args: unknown[]) => api(...args) }))

const { learnContentVersion } = await import('#api/db/content-version.ts')
const { lookupLegacyRedirect } = await import('#app/lib/path-rules/legacy.server.ts')

describe('the legacy redirect lookup', () => {
  afterEach(() => api.mockReset())

  it('keeps an answer while the content stays as it was, and asks again once it changes', async () => {
    learnContentVersion(100)
    api.mockResolvedValueOnce({ to: '/services/new/', status: 301 })
    expect(await lookupLegacyRedirect('/services/old')).toEqual({ to: '/services/new/', status: 301 })
    expect(await lookupLegacyRedirect('/services/old')).toEqual({ to: '/services/new/', status: 301 })
    expect(api).toHaveBeenCalledTimes(1)

    // An editor moved the item again: the redirect now leads elsewhere, at once.
    learnContentVersion(101)
    api.mockResolvedValueOnce({ to: '/services/newer/', status: 301 })
    expect(await lookupLegacyRedirect('/services/old')).toEqual({ to: '/services/newer/', status: 301 })
    expect(api).toHaveBeenCalledTimes(2)
  })
})
