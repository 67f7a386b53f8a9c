import { createMemoryHistory, createRootRoute, createRoute, createRouter, redirect } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { guardRouterNavigation } from '#app/lib/navigation/guard-router.ts'

const SITE = 'https://malakhit.test'

/** A real router over a memory history, with the routes the cases need, guarded as router.tsx guards it. */
function guardedRouter(options: Parameters<typeof guardRouterNavigation>[1] = {}, at = { path: '/', server: false }) {
  const root = createRootRoute()
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/' }),
    createRoute({ getParentRoute: () => root, path: '/news/' }),
    createRoute({ getParentRoute: () => root, path: '/profile/' }),
    createRoute({ getParentRoute: () => root, path: '/$slug/' }),
    createRoute({
      getParentRoute: () => root,
      path: '/moved/',
      loader: () => {
        throw redirect({ to: '/news/' } as never)
      },
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/to-encoded/',
      beforeLoad: () => {
        throw redirect({ to: '/%2F%2Fevil.example/' } as never)
      },
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/to-other-site/',
      loader: () => {
        throw redirect({ href: 'https://evil.example/' } as never)
      },
    }),
  ]
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [at.path] }),
    isServer: at.server,
    origin: SITE,
    trailingSlash: 'always',
  })
  const onRefused = vi.fn()
  guardRouterNavigation(router, { onRefused, ...options })
  return { router, onRefused, path: () => router.history.location.href }
}

/** Document loads go through window.location: a stand-in records them. */
function stubDocumentLoads() {
  const location = { href: `${SITE}/`, origin: SITE, replace: vi.fn(), assign: vi.fn() }
  vi.stubGlobal('window', { location, origin: SITE })
  return location
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('guardRouterNavigation (a real router)', () => {
  it('passes a same-site navigation, by `to` or by `href`', async () => {
    const { router, onRefused, path } = guardedRouter()
    await router.load()
    await router.navigate({ to: '/news/' } as never)
    expect(path()).toBe('/news/')
    await router.navigate({ href: '/profile/?tab=1' })
    expect(path()).toBe('/profile/?tab=1')
    expect(onRefused).not.toHaveBeenCalled()
  })

  it('refuses a `to` target whose path another decoding would turn into another site', async () => {
    const { router, onRefused, path } = guardedRouter()
    await router.load()
    await router.navigate({ to: '/$slug/', params: { slug: '//evil.example' } } as never)
    await router.navigate({ to: '/%2F%2Fevil.example/' } as never)
    expect(path()).toBe('/')
    expect(onRefused).toHaveBeenCalledTimes(2)
  })

  it('refuses an external or script href without loading anything', async () => {
    const location = stubDocumentLoads()
    const { router, onRefused, path } = guardedRouter()
    await router.load()
    for (const href of ['https://evil.example/', 'javascript:alert(1)', 'data:text/html,x', '//evil.example/']) {
      await router.navigate({ href })
    }
    await router.navigate({ to: '/%2F%2Fevil.example/', reloadDocument: true } as never)
    await router.navigate({ href: '/news/', to: '/%2F%2Fevil.example/', reloadDocument: true } as never)
    expect(path()).toBe('/')
    expect(location.href).toBe(`${SITE}/`)
    expect(location.replace).not.toHaveBeenCalled()
    await router.navigate({ href: '/news/', reloadDocument: true } as never)
    expect(location.href).toBe('/news/')
    expect(onRefused.mock.calls.map(([href]) => href)).toEqual(
      expect.arrayContaining(['https://evil.example/', 'javascript:alert(1)', 'data:text/html,x', '/%2F%2Fevil.example/']),
    )
  })

  it('lets an explicitly allowed external href load as a page', async () => {
    const location = stubDocumentLoads()
    const { router, onRefused } = guardedRouter({ allowExternal: ['https://oauth.yandex.ru'] })
    await router.load()
    await router.navigate({ href: 'https://oauth.yandex.ru/authorize' })
    expect(location.href).toBe('https://oauth.yandex.ru/authorize')
    expect(onRefused).not.toHaveBeenCalled()
  })

  it('follows a redirect thrown in a loader to a path of the site', async () => {
    const { router, path } = guardedRouter()
    await router.load()
    await router.navigate({ to: '/moved/' } as never)
    expect(path()).toBe('/news/')
  })

  it('refuses a redirect thrown in beforeLoad whose target would leave the site: the server answers the address instead', async () => {
    const location = stubDocumentLoads()
    const { router, onRefused, path } = guardedRouter()
    await router.load()
    // Not awaited: in a browser the page load ends this navigation.
    void router.navigate({ to: '/to-encoded/' } as never)
    // The load ends with a page load of the address that redirected (the server refuses the same target).
    await vi.waitFor(() => expect(location.replace).toHaveBeenCalledWith('/to-encoded/'))
    expect(onRefused).toHaveBeenCalledWith('/%2F%2Fevil.example/')
    expect(path()).toBe('/to-encoded/')
    expect(location.href).toBe(`${SITE}/`)
  })

  it('refuses a redirect to another site thrown in a loader: the route fails instead', async () => {
    const location = stubDocumentLoads()
    const { router, onRefused } = guardedRouter()
    await router.load()
    await router.navigate({ to: '/to-other-site/' } as never)
    expect(location.href).toBe(`${SITE}/`)
    expect(onRefused).toHaveBeenCalledWith('https://evil.example/')
    const failed = router.state.matches.find((match) => (match.routeId as string) === '/to-other-site/')
    expect(failed?.status).toBe('error')
  })

  it('loads every navigation from the server once a newer build is out, redirects included', async () => {
    const location = stubDocumentLoads()
    let outdated = false
    const { router, path } = guardedRouter({ fullPageLoad: () => outdated })
    await router.load()
    await router.navigate({ to: '/news/' } as never)
    expect(path()).toBe('/news/')
    outdated = true
    await router.navigate({ to: '/profile/' } as never)
    expect(location.href).toBe('/profile/')
    await router.navigate({ href: '/news/?page=2', replace: true })
    expect(location.replace).toHaveBeenLastCalledWith('/news/?page=2')
    // The history of the page itself does not move: the server answers the new address.
    expect(path()).toBe('/news/')
  })

  it('loads the target of a redirect from the server when a newer build came out meanwhile', async () => {
    const location = stubDocumentLoads()
    // The build check answers while /moved/ loads: its own commit is client-side, the redirect's is not.
    let commits = 0
    const { router, path } = guardedRouter({ fullPageLoad: () => commits++ > 0 })
    await router.load()
    void router.navigate({ to: '/moved/' } as never)
    await vi.waitFor(() => expect(location.replace).toHaveBeenCalledWith('/news/'))
    expect(path()).toBe('/moved/')
  })

  describe('on the server', () => {
    /** What the server answers: a redirect's Location, or the matches it renders. */
    async function serverLoad(path: string) {
      const { router, onRefused } = guardedRouter({}, { path, server: true })
      await router.load()
      const result = (router as unknown as { _serverResult?: { type: string; redirect?: Response } })._serverResult
      return { type: result?.type, location: result?.redirect?.headers.get('location'), matches: router.state.matches, onRefused }
    }

    it('renders the error page instead of redirecting to another site', async () => {
      const { type, location, matches, onRefused } = await serverLoad('/to-other-site/')
      expect(type).toBe('render')
      expect(location).toBeUndefined()
      expect(matches.find((match) => (match.routeId as string) === '/to-other-site/')?.status).toBe('error')
      expect(onRefused).toHaveBeenCalledWith('https://evil.example/')
    })

    it("keeps the router's own trailing-slash redirect of an odd address on the site, instead of failing the request", async () => {
      expect(await serverLoad('/%2F%2Fevil.example')).toMatchObject({ type: 'redirect', location: '/%2F%2Fevil.example/' })
      expect(await serverLoad('/news')).toMatchObject({ type: 'redirect', location: '/news/' })
    })
  })
})
