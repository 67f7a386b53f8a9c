import { describe, expect, it } from 'vitest'
import { formatSessionMoment } from '#app/features/sessions/format.ts'

// 25 November 2026, 14:30 in Moscow (UTC+3).
const now = Date.parse('2026-11-25T11:30:00Z')
const at = (iso: string) => formatSessionMoment(iso, now)

describe('when a session began or was last used', () => {
  it('is «только что» within the minute', () => {
    expect(at('2026-11-25T11:29:30Z')).toBe('только что')
    // A clock a little ahead of the list's does not read as the future.
    expect(at('2026-11-25T11:30:05Z')).toBe('только что')
  })

  it('counts minutes within the hour, in the right form', () => {
    expect(at('2026-11-25T11:29:00Z')).toBe('1 минуту назад')
    expect(at('2026-11-25T11:27:00Z')).toBe('3 минуты назад')
    expect(at('2026-11-25T11:25:00Z')).toBe('5 минут назад')
    expect(at('2026-11-25T11:09:00Z')).toBe('21 минуту назад')
    expect(at('2026-11-25T10:31:00Z')).toBe('59 минут назад')
  })

  it('says today and yesterday by the Moscow calendar', () => {
    expect(at('2026-11-25T06:05:00Z')).toBe('сегодня в 09:05')
    // 23:50 on the 24th in Moscow, though the 24th 20:50 UTC.
    expect(at('2026-11-24T20:50:00Z')).toBe('вчера в 23:50')
    // 00:10 on the 25th in Moscow is today, though still the 24th in UTC.
    expect(at('2026-11-24T21:10:00Z')).toBe('сегодня в 00:10')
  })

  it('gives the date within the year, and the year before it', () => {
    expect(at('2026-11-03T07:00:00Z')).toBe('3 ноября в 10:00')
    expect(at('2025-12-31T12:00:00Z')).toBe('31 декабря 2025')
  })
})
