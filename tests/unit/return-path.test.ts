import { describe, expect, it } from 'vitest'
import { safeInternalPath as siteCheck } from '#app/lib/navigation/safe-navigation.ts'
import { safeInternalPath } from '#shared/return-path.ts'

describe('the shared return-path rule', () => {
  it('is the very check the site navigates by', () => {
    expect(siteCheck).toBe(safeInternalPath)
  })

  it.each(['/.//evil.example', '/..//evil.example', '/x/..//evil.example', '/x/y/../..//evil.example'])(
    'refuses %j, which dot segments turn into another site',
    (input) => {
      expect(safeInternalPath(input)).toBeNull()
    },
  )

  it('answers a path as normalised, dot segments resolved', () => {
    expect(safeInternalPath('/x/../see-also-cards/./?tab=2#top')).toBe('/see-also-cards/?tab=2#top')
  })
})
