import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PublicationState } from '#app/features/posts/components/PublicationState.tsx'
import type { PostPublication } from '#app/features/posts/types.ts'

const shown = (publication: PostPublication, lead = false) => {
  const { container } = render(
    <p>
      <PublicationState publication={publication} lead={lead} />
    </p>,
  )
  return container.firstElementChild as HTMLElement
}

describe('where a post stands, as its page says it', () => {
  it('gives a published post the date it came out, in Moscow time', () => {
    // 21:30 UTC on 4 December is already the 5th in Moscow.
    const header = shown({ status: 'published', published_at: '2026-12-04T21:30:00.000Z' })
    expect(header.textContent).toBe('5 декабря 2026')
    expect(header.querySelector('time')?.getAttribute('datetime')).toBe('2026-12-04T21:30:00.000Z')
    expect(shown({ status: 'published', published_at: '2026-12-04T21:30:00.000Z' }, true).textContent).toBe('Опубликовано 5 декабря 2026')
  })

  it('calls a draft a draft, with no date at all', () => {
    for (const lead of [false, true]) {
      const note = shown({ status: 'draft', published_at: null }, lead)
      expect(note.textContent).toBe('Черновик')
      expect(note.querySelector('time')).toBeNull()
    }
    expect(screen.queryByText(/Опубликовано/)).toBeNull()
  })

  it('gives a scheduled post the moment it will come out', () => {
    for (const lead of [false, true]) {
      const note = shown({ status: 'scheduled', published_at: '2027-01-14T07:00:00.000Z' }, lead)
      expect(note.textContent).toBe('Запланировано на 14 января 2027')
      expect(note.querySelector('time')?.getAttribute('datetime')).toBe('2027-01-14T07:00:00.000Z')
    }
  })

  it('says a post taken off the site is off it', () => {
    expect(shown({ status: 'unpublished', published_at: null }, true).textContent).toBe('Снято с публикации')
  })
})
