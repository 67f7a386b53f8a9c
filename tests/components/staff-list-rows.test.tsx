import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ListSection } from '#app/features/staff/components/ListSection.tsx'
import type { PageMeta } from '#shared/contract/common.ts'

/** A staff list's section at an address of its own router (its page links are router links). */
async function renderList(address: string, meta: PageMeta, rows: string[], empty = 'Публикаций пока нет.') {
  const root = createRootRoute()
  const list = createRoute({
    getParentRoute: () => root,
    path: '/admin/posts/',
    component: () => (
      <ListSection id="list" title="Список" meta={meta} empty={rows.length > 0 ? null : empty} pagesLabel="Страницы списка">
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      </ListSection>
    ),
  })
  const router = createRouter({
    routeTree: root.addChildren([list]),
    history: createMemoryHistory({ initialEntries: [address] }),
    trailingSlash: 'always',
  })
  render(<RouterProvider router={router} />)
  await screen.findByRole('region', { name: 'Список' })
}

const meta = (current_page: number, last_page: number, total: number): PageMeta => ({ current_page, last_page, per_page: 20, total })

describe('a staff list’s rows', () => {
  it('show the rows and the links to the other pages', async () => {
    await renderList('/admin/posts/?page=2', meta(2, 3, 45), ['Запуск сайта'])
    expect(screen.getByText('Запуск сайта')).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Страницы списка' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Страница 2' }).getAttribute('aria-current')).toBe('page')
  })

  it('past the last page say where the list ends and link there, keeping the filters', async () => {
    await renderList('/admin/posts/?status=draft&page=4', meta(4, 2, 23), [])
    expect(screen.getByText(/На странице 4 ничего нет: в списке 2 страницы\./)).toBeTruthy()
    expect(screen.queryByText('Публикаций пока нет.')).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Страницы списка' })).toBeNull()
    const link = screen.getByRole('link', { name: 'Открыть последнюю страницу' })
    expect(link.getAttribute('href')).toBe('/admin/posts/?status=draft&page=2')
  })

  it('past a one-page list link to its first page, with no page in the address', async () => {
    await renderList('/admin/posts/?page=2', meta(2, 1, 5), [])
    expect(screen.getByText(/в списке 1 страница\./)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Открыть первую страницу' }).getAttribute('href')).toBe('/admin/posts/')
  })

  it('of an empty list say what the emptiness means on any page', async () => {
    await renderList('/admin/posts/?page=3', meta(3, 1, 0), [], 'По этим условиям публикаций нет.')
    expect(screen.getByText('По этим условиям публикаций нет.')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
