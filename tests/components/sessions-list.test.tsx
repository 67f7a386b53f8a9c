import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FormOutcome } from '#app/components/form/outcome.ts'
import type { AccountSession } from '#shared/contract/account.ts'

// A router of its own (the list links to the password form) and no server: the server functions are stand-ins, and the session is taken as alive.
const calls = vi.hoisted(() => ({
  endSession: vi.fn<(input: { data: { id: number } }) => Promise<FormOutcome>>(),
  endOtherSessions: vi.fn<() => Promise<FormOutcome>>(),
  fetchSessions: vi.fn<() => Promise<AccountSession[]>>(),
}))
vi.mock('#app/features/sessions/sessions.functions.ts', () => calls)
vi.mock('#app/features/auth/session.functions.ts', () => ({ fetchSession: vi.fn(), fetchProfile: vi.fn() }))
vi.mock('#app/features/auth/use-session-end.ts', () => ({ useSessionEnd: () => async () => false }))
vi.mock('@tanstack/react-start', () => ({ useServerFn: (fn: unknown) => fn }))

const { SessionsList } = await import('#app/features/sessions/components/SessionsList.tsx')
const { sessionQuery } = await import('#app/features/auth/queries.ts')
const { sessionsQuery } = await import('#app/features/sessions/queries.ts')

const LOADED_AT = Date.parse('2026-11-25T11:30:00Z')

const session = (id: number, overrides: Partial<AccountSession>): AccountSession => ({
  id,
  device: { os: 'Windows', browser: 'Chrome 131', kind: 'desktop' },
  ip: '203.0.113.7',
  created_at: '2026-11-25T08:00:00Z',
  last_used_at: '2026-11-25T11:25:00Z',
  current: false,
  ...overrides,
})

const HERE = session(1, { current: true, last_used_at: '2026-11-25T11:30:00Z' })
const PHONE = session(2, { device: { os: 'iPhone', browser: 'Safari 18', kind: 'mobile' }, ip: null })
const UNKNOWN = session(3, { device: { os: null, browser: null, kind: 'desktop' }, created_at: '2026-11-24T18:10:00Z' })

async function renderList(sessions: AccountSession[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(sessionQuery.queryKey, { authenticated: true })
  queryClient.setQueryData(sessionsQuery.queryKey, sessions, { updatedAt: LOADED_AT })
  const root = createRootRoute({ component: SessionsList })
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/profile/sessions/'] }),
    trailingSlash: 'always',
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  await screen.findByRole('heading', { name: 'Активные сеансы' })
  return { user: userEvent.setup(), rows: () => within(screen.getByRole('list')).getAllByRole('listitem') }
}

describe('the list of sessions', () => {
  // The fixtures were loaded a moment ago: with the real clock they would turn stale and be fetched again.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(LOADED_AT)
  })
  afterEach(() => vi.useRealTimers())

  it('shows this session first and marked, with no way to end it here, then the others with their devices', async () => {
    const { rows } = await renderList([PHONE, HERE, UNKNOWN])
    const [first, second, third] = rows()
    expect(first!.textContent).toContain('Этот сеанс')
    expect(within(first!).queryByRole('button')).toBeNull()
    expect(second!.textContent).toContain('iPhone · Safari 18')
    expect(second!.textContent).toContain('5 минут назад')
    expect(second!.textContent).not.toContain('IP-адрес')
    expect(third!.textContent).toContain('Неизвестное устройство')
    expect(third!.textContent).toContain('вчера в 21:10')
    expect(screen.getByRole('button', { name: 'Завершить сеанс: iPhone · Safari 18' })).toBeTruthy()
  })

  it('says so when this is the only session, and offers nothing to end', async () => {
    await renderList([HERE])
    expect(screen.getByText(/Других активных сеансов нет/)).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('links to the password form, as a stranger’s session calls for a new password', async () => {
    await renderList([HERE, PHONE])
    expect(screen.getByRole('link', { name: 'смените пароль' }).getAttribute('href')).toBe('/profile/#profile-password')
  })

  it('ends a session: the button says it is on its way, then the list is asked again and says what happened', async () => {
    let finish: (outcome: FormOutcome) => void = () => {}
    calls.endSession.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
    calls.fetchSessions.mockResolvedValueOnce([HERE])
    const { user, rows } = await renderList([HERE, PHONE])
    const button = screen.getByRole('button', { name: 'Завершить сеанс: iPhone · Safari 18' })
    await user.click(button)
    expect(calls.endSession).toHaveBeenCalledWith({ data: { id: 2 } })
    expect(button.textContent).toBe('Завершаем…')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    finish({ kind: 'done', message: 'Сеанс завершён: на том устройстве нужно будет войти заново.' })
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(screen.getByRole('status').textContent).toBe('Сеанс завершён: на том устройстве нужно будет войти заново.')
  })

  it('keeps the session listed, and the button usable, when ending it failed', async () => {
    calls.endSession.mockResolvedValueOnce({ kind: 'failed' })
    const { user, rows } = await renderList([HERE, PHONE])
    const button = screen.getByRole('button', { name: 'Завершить сеанс: iPhone · Safari 18' })
    await user.click(button)
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Не получилось отправить форму/))
    expect(rows()).toHaveLength(2)
    expect(button.hasAttribute('aria-disabled')).toBe(false)
  })

  it('asks before ending all the others, saying how many', async () => {
    calls.endOtherSessions.mockResolvedValueOnce({ kind: 'done', message: 'Другие сеансы завершены.' })
    calls.fetchSessions.mockResolvedValueOnce([HERE])
    const { user, rows } = await renderList([HERE, PHONE, UNKNOWN])
    await user.click(screen.getByRole('button', { name: 'Завершить все другие сеансы' }))
    const dialog = screen.getByRole('dialog', { name: 'Завершить все другие сеансы?' })
    expect(dialog.textContent).toContain('2 сеанса будут завершены')
    expect(calls.endOtherSessions).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: 'Завершить' }))
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(calls.endOtherSessions).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status').textContent).toBe('Другие сеансы завершены.')
  })
})
