import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LeadStatusBadge } from '#app/features/staff/components/LeadStatusBadge.tsx'
import type { LeadStatus } from '#shared/contract/staff.ts'

const STATUSES: [LeadStatus, string][] = [
  ['new', 'Новая'],
  ['in_progress', 'В работе'],
  ['done', 'Готово'],
  ['spam', 'Спам'],
]

describe('the status badge of a lead', () => {
  it.each(STATUSES)('says %s in words: «%s»', (status, label) => {
    render(<LeadStatusBadge status={status} />)
    expect(screen.getByText(label).dataset.status).toBe(status)
  })

  it('gives each status a colour of its own', () => {
    const classes = STATUSES.map(([status]) => {
      const { container, unmount } = render(<LeadStatusBadge status={status} />)
      const className = container.firstElementChild!.className
      unmount()
      return className
    })
    expect(new Set(classes).size).toBe(STATUSES.length)
  })
})
