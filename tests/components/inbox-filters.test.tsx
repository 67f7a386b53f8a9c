import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { InboxFilters } from '#app/features/staff/components/InboxFilters.tsx'
import type { InboxSearch } from '#app/features/staff/inbox-search.ts'

/** The filters on a page of their own router (its «Сбросить» is a router link). */
async function renderFilters(search: InboxSearch) {
  const onApply = vi.fn()
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <InboxFilters search={search} onApply={onApply} /> }),
    history: createMemoryHistory({ initialEntries: ['/admin/leads/'] }),
    trailingSlash: 'always',
  })
  render(<RouterProvider router={router} />)
  const show = await screen.findByRole('button', { name: 'Показать' })
  return { onApply, show, user: userEvent.setup() }
}

describe('the inbox’s filters', () => {
  it('apply what was chosen and typed, from the first page again', async () => {
    const { onApply, show, user } = await renderFilters({ page: 3 })
    await user.type(screen.getByLabelText('Поиск'), '  Ромашка ')
    await user.selectOptions(screen.getByLabelText('Статус'), 'В работе')
    await user.selectOptions(screen.getByLabelText('Ответственный'), 'Мои')
    await user.click(show)
    expect(onApply).toHaveBeenCalledWith({ q: 'Ромашка', kind: undefined, status: 'in_progress', assignee: 'mine', page: undefined })
  })

  it('show the filters of the address, and offer to reset them', async () => {
    await renderFilters({ kind: 'brief', assignee: 'none', q: 'сайт' })
    expect(screen.getByLabelText<HTMLInputElement>('Поиск').value).toBe('сайт')
    expect(screen.getByLabelText<HTMLSelectElement>('Тип').value).toBe('brief')
    expect(screen.getByLabelText<HTMLSelectElement>('Статус').value).toBe('')
    expect(screen.getByLabelText<HTMLSelectElement>('Ответственный').value).toBe('none')
    expect(screen.getByRole('link', { name: 'Сбросить' }).getAttribute('href')).toBe('/admin/leads/')
  })

  it('left as they are, filter nothing, and there is nothing to reset', async () => {
    const { onApply, show, user } = await renderFilters({})
    expect(screen.queryByRole('link', { name: 'Сбросить' })).toBeNull()
    await user.click(show)
    expect(onApply).toHaveBeenCalledWith({ q: undefined, kind: undefined, status: undefined, assignee: undefined, page: undefined })
  })

  it('work as a plain form of the inbox’s address before the page is interactive', async () => {
    await renderFilters({})
    const form = screen.getByRole('button', { name: 'Показать' }).closest('form')!
    expect(form.getAttribute('method')).toBe('get')
    expect(form.getAttribute('action')).toBe('/admin/leads/')
    // A search landmark of its own (testing-library does not know the <search> element's role yet).
    expect(form.closest('search')?.getAttribute('aria-label')).toBe('Фильтры заявок')
  })
})
