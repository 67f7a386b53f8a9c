import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LeadFacts } from '#app/features/staff/components/LeadFacts.tsx'
import type { Lead } from '#app/features/staff/types.ts'

const USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

const contactRequest = (overrides: Partial<Lead>): Lead => ({
  kind: 'contact',
  id: 7,
  name: 'Анна Петрова',
  email: 'anna@romashka.ru',
  phone: null,
  phone_display: null,
  excerpt: 'Перезвоните, пожалуйста.',
  status: 'new',
  assignee: null,
  has_attachment: false,
  created_at: '2026-11-20T09:00:00.000Z',
  company: null,
  text: 'Перезвоните, пожалуйста.',
  services: [],
  budget: null,
  deadline: null,
  attachment: null,
  consent_at: '2026-11-20T09:00:00.000Z',
  ip: '203.0.113.7',
  user_agent: USER_AGENT,
  device: { os: 'iPhone', browser: 'Safari 18', kind: 'mobile' },
  updated_at: '2026-11-20T09:00:00.000Z',
  notes: [],
  ...overrides,
})

/** The value shown for a term of the lead's facts. */
const factOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement

describe('the facts of a lead', () => {
  it('names the visitor’s device as the sessions list does, and keeps the User-Agent folded away', () => {
    render(<LeadFacts lead={contactRequest({})} />)
    const device = factOf('Устройство')
    expect(device.textContent).toMatch(/^iPhone · Safari 18/)
    expect(screen.queryByText('Браузер', { selector: 'dt' })).toBeNull()
    const folded = within(device).getByText(USER_AGENT).closest('details')
    expect(folded).not.toBeNull()
    expect(folded!.open).toBe(false)
    expect(within(folded!).getByText('Строка User-Agent').tagName).toBe('SUMMARY')
  })

  it('says «Неизвестное устройство» when the User-Agent tells nothing, and «не указано» when there was none', () => {
    const { unmount } = render(
      <LeadFacts lead={contactRequest({ user_agent: 'curl/8.5.0', device: { os: null, browser: null, kind: 'desktop' } })} />,
    )
    expect(factOf('Устройство').textContent).toMatch(/^Неизвестное устройство/)
    unmount()
    render(<LeadFacts lead={contactRequest({ user_agent: null, device: null })} />)
    expect(factOf('Устройство').textContent).toBe('не указано')
  })
})
