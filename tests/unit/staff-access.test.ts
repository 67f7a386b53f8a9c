import { QueryClient } from '@tanstack/react-query'
import { isRedirect } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Profile } from '#app/features/auth/types.ts'
import { ApiRequestError } from '#app/lib/api/errors.ts'
import type { StaffRole } from '#shared/contract/staff.ts'

// The server functions behind the session's queries are stand-ins: the area's decisions are what is tested.
vi.mock('#app/features/auth/session.functions.ts', () => ({ fetchSession: vi.fn(), fetchProfile: vi.fn() }))
const { loadForStaff, staffOf } = await import('#app/features/staff/access.ts')
const { sessionQuery } = await import('#app/features/auth/queries.ts')

const profileWith = (role: StaffRole | null): Profile => ({
  id: 7,
  name: 'Ева Редакторова',
  email: 'eva@malakhit.studio',
  phone: null,
  phone_display: null,
  company: null,
  email_verified_at: '2026-11-22T10:00:00Z',
  role,
  created_at: '2026-11-22T10:00:00Z',
})

let queryClient: QueryClient
const argsFor = (role: StaffRole | null) => ({ context: { queryClient, profile: profileWith(role) }, location: { href: '/admin/audit/' } })

/** What a load threw: the refusal's status, or the redirect's target. */
async function thrownBy(load: () => Promise<unknown>): Promise<unknown> {
  try {
    await load()
  } catch (error) {
    return error
  }
  return expect.unreachable('the load should have been refused')
}

beforeEach(() => {
  queryClient = new QueryClient()
  queryClient.setQueryData(sessionQuery.queryKey, { authenticated: true })
})

describe('who the staff area lets in', () => {
  it('takes an editor and an admin for who they are', () => {
    expect(staffOf(profileWith('editor'))).toEqual({ id: 7, name: 'Ева Редакторова', role: 'editor' })
    expect(staffOf(profileWith('admin')).role).toBe('admin')
  })

  it('refuses a person without a role with 403, before any data is asked for', async () => {
    const load = vi.fn(async () => ({ title: 'Обзор' }))
    const error = await thrownBy(() => loadForStaff(argsFor(null), load))
    expect(error).toBeInstanceOf(ApiRequestError)
    expect((error as ApiRequestError).status).toBe(403)
    expect(load).not.toHaveBeenCalled()
  })

  it('lets an editor into the staff screens, but not into an admin’s (the audit log)', async () => {
    expect(await loadForStaff(argsFor('editor'), async (staff) => ({ title: `Обзор для ${staff.role}` }))).toEqual({
      title: 'Обзор для editor',
    })
    const error = await thrownBy(() => loadForStaff(argsFor('editor'), async () => ({ title: 'Журнал действий' }), 'admin'))
    expect((error as ApiRequestError).status).toBe(403)
    expect(await loadForStaff(argsFor('admin'), async () => ({ title: 'Журнал действий' }), 'admin')).toEqual({ title: 'Журнал действий' })
  })

  it('sends a person whose session ended on the way to sign in and back, signed out here', async () => {
    const error = await thrownBy(() =>
      loadForStaff(argsFor('admin'), async () => {
        throw new ApiRequestError(401, 'Сеанс входа завершён.')
      }),
    )
    expect(isRedirect(error)).toBe(true)
    expect((error as { options: { to: string; search: unknown } }).options).toMatchObject({
      to: '/login/',
      search: { redirect: '/admin/audit/' },
    })
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual({ authenticated: false, notice: 'session-ended' })
  })

  it('leads a staff member without the second factor the site requires to the security screen, with the session kept', async () => {
    const required = 'Чтобы работать в управлении сайтом, включите вход по коду из приложения-аутентификатора.'
    const error = await thrownBy(() =>
      loadForStaff(argsFor('editor'), async () => {
        throw new ApiRequestError(403, required, { second_factor: [required] })
      }),
    )
    expect(isRedirect(error)).toBe(true)
    expect((error as { options: { to: string } }).options.to).toBe('/admin/security/')
    expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual({ authenticated: true })
    // Any other 403 is the screen's refusal, not a way to the security screen.
    const refused = await thrownBy(() =>
      loadForStaff(argsFor('editor'), async () => {
        throw new ApiRequestError(403, 'Это может сделать только администратор.')
      }),
    )
    expect(isRedirect(refused)).toBe(false)
    expect((refused as ApiRequestError).status).toBe(403)
  })

  it('lets any other failure be the screen’s error', async () => {
    const error = await thrownBy(() =>
      loadForStaff(argsFor('admin'), async () => {
        throw new ApiRequestError(404, 'Заявка не найдена: возможно, её удалили.')
      }),
    )
    expect((error as ApiRequestError).status).toBe(404)
  })
})
