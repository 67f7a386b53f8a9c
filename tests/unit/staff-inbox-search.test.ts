import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { InboxSearchSchema, readInboxSearch } from '#app/features/staff/inbox-search.ts'
import { inboxSearchOf, isFiltered, leadFilters } from '#app/features/staff/lead-filters.ts'

describe('the inbox’s search params', () => {
  it('keeps every filter that can be read', () => {
    expect(v.parse(InboxSearchSchema, { kind: 'brief', status: 'in_progress', assignee: 'mine', q: 'Ромашка', page: 3 })).toEqual({
      kind: 'brief',
      status: 'in_progress',
      assignee: 'mine',
      q: 'Ромашка',
      page: 3,
    })
  })

  it.each([
    ['an unknown kind', { kind: 'call' }, 'kind'],
    ['an unknown status', { status: 'archived' }, 'status'],
    ['an assignee that is neither mine nor none', { assignee: '7' }, 'assignee'],
    ['a page of zero', { page: 0 }, 'page'],
    ['a page that is text', { page: 'two' }, 'page'],
    ['a search longer than the API takes', { q: 'я'.repeat(201) }, 'q'],
    ['a search given twice', { q: ['сайт', 'бриф'] }, 'q'],
    ['a search of spaces only', { q: '   ' }, 'q'],
  ])('falls back to the default for %s, never failing', (_name, input, key) => {
    const result = v.safeParse(InboxSearchSchema, input)
    expect(result.success).toBe(true)
    expect((result.output as Record<string, unknown>)[key]).toBeUndefined()
  })

  it('drops only the value that cannot be read', () => {
    expect(v.parse(InboxSearchSchema, { kind: 'contact', status: 'lost' })).toEqual({ kind: 'contact', status: undefined })
  })

  it('reads the address as the inbox and its loader use it: what cannot be read is no filter', () => {
    expect(readInboxSearch({ status: 'archived', kind: 'brief', page: 'abc', assignee: 'mine' })).toEqual({
      kind: 'brief',
      status: undefined,
      assignee: 'mine',
      q: undefined,
      page: undefined,
    })
    expect(readInboxSearch({})).toEqual({ kind: undefined, status: undefined, assignee: undefined, q: undefined, page: undefined })
  })

  it('reads a search the router took for a number or a yes/no as the text it was', () => {
    expect(v.parse(InboxSearchSchema, { q: 2024 }).q).toBe('2024')
    expect(v.parse(InboxSearchSchema, { q: true }).q).toBe('true')
    expect(v.parse(InboxSearchSchema, { q: '  ООО Ромашка  ' }).q).toBe('ООО Ромашка')
  })
})

describe('the inbox’s filters', () => {
  it('reads a submitted form by the address’s rules and starts again from the first page', () => {
    expect(inboxSearchOf({ q: ' сайт ', kind: '', status: 'new', assignee: 'none' })).toEqual({
      q: 'сайт',
      kind: undefined,
      status: 'new',
      assignee: 'none',
      page: undefined,
    })
  })

  it('asks the API for the staff member’s own leads by their id, and for nobody’s by none', () => {
    expect(leadFilters({ assignee: 'mine', status: 'new' }, 42)).toEqual({ kind: undefined, status: 'new', assignee: 42, q: undefined })
    expect(leadFilters({ assignee: 'none' }, 42).assignee).toBe('none')
    expect(leadFilters({}, 42).assignee).toBeUndefined()
  })

  it('tells a filtered inbox from the whole one; the page alone filters nothing', () => {
    expect(isFiltered({})).toBe(false)
    expect(isFiltered({ page: 2 })).toBe(false)
    expect(isFiltered({ q: 'сайт' })).toBe(true)
    expect(isFiltered({ assignee: 'mine' })).toBe(true)
  })
})
