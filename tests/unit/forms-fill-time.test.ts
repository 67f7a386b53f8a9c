import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { AntiSpamSchema, spamReason } from '#api/form-rules/anti-spam.ts'
import { fillTimeLeft, FILL_TIME_MARGIN_MS } from '#app/components/form/fill-time.ts'
import { contactPayload, startedAtOf } from '#app/features/forms/payload.ts'
import { MIN_FILL_MILLISECONDS } from '#shared/contract/forms.ts'

describe('fillTimeLeft: how long a quick submission is held', () => {
  it('holds a submission made at once for the whole minimum and the margin', () => {
    expect(fillTimeLeft(0, MIN_FILL_MILLISECONDS)).toBe(MIN_FILL_MILLISECONDS + FILL_TIME_MARGIN_MS)
  })

  it('holds a submission made within the minimum for the rest of it, in whole milliseconds', () => {
    expect(fillTimeLeft(1000, 3000)).toBe(2000 + FILL_TIME_MARGIN_MS)
    expect(fillTimeLeft(1000.4, 3000)).toBe(2000 + FILL_TIME_MARGIN_MS)
  })

  it('holds nothing once the minimum and the margin have passed', () => {
    expect(fillTimeLeft(3000 + FILL_TIME_MARGIN_MS, 3000)).toBe(0)
    expect(fillTimeLeft(60_000, 3000)).toBe(0)
  })

  it('holds nothing for a form without a minimum (account forms)', () => {
    expect(fillTimeLeft(0, 0)).toBe(0)
  })
})

describe('startedAtOf: the start time the API checks, from the time the browser measured', () => {
  const now = 1_800_000_000_000

  it('places the start on the server’s clock, however wrong the browser’s clock is', () => {
    expect(startedAtOf('3250', now)).toBe(String(now - 3250))
  })

  it('gives no start time for anything but whole milliseconds', () => {
    for (const value of ['', '-5', '1.5', '12abc', ' 3000', '9'.repeat(13), undefined, null, 3000]) {
      expect(startedAtOf(value, now), String(value)).toBe('')
    }
  })

  it('a submission held for the minimum passes the API’s check, one sent sooner does not', () => {
    const base = { name: 'Мария', email: 'm@example.ru', phone: '', message: 'Здравствуйте!', consent: true, website: '' }
    // The API reads the body a moment after the site has written it; here no moment passes at all.
    const verdict = (filledMs: string) => {
      const body = contactPayload({ ...base, filled_ms: filledMs }, now)
      return spamReason(v.parse(AntiSpamSchema, body), now)
    }
    expect(verdict(String(200 + fillTimeLeft(200, MIN_FILL_MILLISECONDS)))).toBeNull()
    expect(verdict('200')).toBe('filled too fast')
    expect(verdict('soon')).toBe('no start time')
  })
})
