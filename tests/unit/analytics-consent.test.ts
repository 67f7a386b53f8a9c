import { describe, expect, it } from 'vitest'
import { CONSENT_VERSION, consentRecord, cookieDomainsOf, counterCookieNames, storedChoice } from '#app/features/analytics/consent.ts'

describe('the stored cookie choice', () => {
  it('reads back the choice it recorded, with the time it was made', () => {
    const at = new Date('2026-11-24T09:30:00.000Z')
    for (const choice of ['all', 'necessary'] as const) {
      const record = consentRecord(choice, at)
      expect(storedChoice(record)).toBe(choice)
      expect(JSON.parse(record)).toEqual({ choice, version: CONSENT_VERSION, decidedAt: '2026-11-24T09:30:00.000Z' })
    }
  })

  it('asks again when there is no choice, an unreadable one, or one made for another version of the notice', () => {
    expect(storedChoice(null)).toBeNull()
    expect(storedChoice('dismissed')).toBeNull()
    expect(storedChoice('{')).toBeNull()
    expect(storedChoice('null')).toBeNull()
    expect(storedChoice(JSON.stringify({ choice: 'everything', version: CONSENT_VERSION }))).toBeNull()
    expect(storedChoice(JSON.stringify({ choice: 'all', version: CONSENT_VERSION - 1 }))).toBeNull()
    expect(storedChoice(JSON.stringify({ choice: 'all' }))).toBeNull()
  })
})

describe("the counters' cookies", () => {
  it("are told apart from the site's own", () => {
    const header = '_ym_uid=1; _ym_d=2; _ga=GA1; _ga_ABC=3; _gid=4; _gat_UA=5; _gcl_au=6; access_token=x; cookie-consent=y; _gallery=z'
    expect(counterCookieNames(header)).toEqual(['_ym_uid', '_ym_d', '_ga', '_ga_ABC', '_gid', '_gat_UA', '_gcl_au'])
    expect(counterCookieNames('')).toEqual([])
  })

  it('may sit on the host or any parent domain, never on a bare address', () => {
    expect(cookieDomainsOf('www.malakhit.studio')).toEqual(['www.malakhit.studio', '.www.malakhit.studio', '.malakhit.studio'])
    expect(cookieDomainsOf('localhost')).toEqual(['localhost'])
    expect(cookieDomainsOf('127.0.0.1')).toEqual(['127.0.0.1'])
  })
})
