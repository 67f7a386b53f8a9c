import type { AnyRouter } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { guardRouterNavigation } from '#app/lib/navigation/guard-router.ts'

function fakeRouter() {
  const navigate = vi.fn(async (_options: Record<string, unknown>) => {})
  const router = { navigate } as unknown as AnyRouter
  return { router, navigate }
}

describe('guardRouterNavigation', () => {
  it('refuses an external href before the router sees it, and tells about it', async () => {
    const { router, navigate } = fakeRouter()
    const onRefused = vi.fn()
    guardRouterNavigation(router, { onRefused })
    await router.navigate({ href: 'https://evil.example/' })
    await router.navigate({ href: 'javascript:alert(1)' })
    await router.navigate({ href: '//evil.example' })
    expect(navigate).not.toHaveBeenCalled()
    expect(onRefused.mock.calls.map(([href]) => href)).toEqual(['https://evil.example/', 'javascript:alert(1)', '//evil.example'])
  })

  it('passes a same-site href on, normalised', async () => {
    const { router, navigate } = fakeRouter()
    guardRouterNavigation(router)
    await router.navigate({ href: '/a/../profile/', replace: true })
    expect(navigate).toHaveBeenCalledWith({ href: '/profile/', replace: true })
  })

  it('lets an explicitly allowed external href through', async () => {
    const { router, navigate } = fakeRouter()
    guardRouterNavigation(router, { allowExternal: ['https://oauth.yandex.ru'] })
    await router.navigate({ href: 'https://oauth.yandex.ru/authorize' })
    expect(navigate).toHaveBeenCalledWith({ href: 'https://oauth.yandex.ru/authorize' })
  })

  it('leaves typed navigations (to, params) as they are', async () => {
    const { router, navigate } = fakeRouter()
    guardRouterNavigation(router)
    await router.navigate({ to: '/news/$slug/', params: { slug: 'x' } } as never)
    expect(navigate).toHaveBeenCalledWith({ to: '/news/$slug/', params: { slug: 'x' } })
  })

  it('turns every navigation into a page load once a newer build is out', async () => {
    const { router, navigate } = fakeRouter()
    let outdated = false
    guardRouterNavigation(router, { fullPageLoad: () => outdated })
    await router.navigate({ to: '/news/' } as never)
    outdated = true
    await router.navigate({ to: '/articles/' } as never)
    await router.navigate({ href: '/company/' })
    expect(navigate.mock.calls.map(([options]) => options)).toEqual([
      { to: '/news/' },
      { to: '/articles/', reloadDocument: true },
      { href: '/company/', reloadDocument: true },
    ])
  })
})
