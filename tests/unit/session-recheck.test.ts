import { describe, expect, it } from 'vitest'
import { isSessionRecheckDue } from '#app/features/auth/session-recheck.ts'

describe('a tab that comes back asks whether its session still holds', () => {
  const askedAt = 1_700_000_000_000

  it('on its first return', () => {
    expect(isSessionRecheckDue(null, askedAt)).toBe(true)
  })

  it('not again while switching back and forth within 30 seconds', () => {
    expect(isSessionRecheckDue(askedAt, askedAt)).toBe(false)
    expect(isSessionRecheckDue(askedAt, askedAt + 29_999)).toBe(false)
  })

  it('again once 30 seconds have passed', () => {
    expect(isSessionRecheckDue(askedAt, askedAt + 30_000)).toBe(true)
    expect(isSessionRecheckDue(askedAt, askedAt + 5 * 60_000)).toBe(true)
  })
})
