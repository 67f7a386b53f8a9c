import { useQuery } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useMatches, useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { errorExplanation, errorTitle, type PageError, pageError } from '#app/components/errors/error-status.ts'
import { DefaultLayout } from '#app/components/layout/DefaultLayout.tsx'
import { Analytics } from '#app/features/analytics/Analytics.tsx'
import { ensureSession } from '#app/features/auth/queries.ts'
import { useSessionSync } from '#app/features/auth/use-session-sync.ts'
import { OPENSEARCH_TITLE } from '#app/features/search/search-head.ts'
import { siteConfigQuery } from '#app/features/site/queries.ts'
import { EmptyLayout } from '#app/components/layout/EmptyLayout.tsx'
import { startBuildCheck } from '#app/lib/build-check-browser.ts'
import { BUILD_META_NAME, pageBuildId } from '#app/lib/page-build.ts'
import { followPathRules } from '#app/lib/path-rules/in-router.ts'
import { sharingImageMeta, siteUrlOf } from '#app/lib/seo.ts'
import { site } from '#app/lib/site.ts'
import type { RouterContext } from '#app/lib/router-context.ts'
import appCss from '#app/styles/app.css?url'

export const Route = createRootRouteWithContext<RouterContext>()({
  // In the browser, an address the path rules move goes to its final one first (the server has done
  // so for the request it rendered). Signed in or not: asked on the server render, then cached for
  // the guards of client navigations.
  beforeLoad: async ({ context, location, matches }) => {
    await followPathRules(location, matches)
    return { session: await ensureSession(context.queryClient) }
  },
  // The site's public address, for canonical URLs in every page's head (see lib/seo.ts), and the counters.
  loader: ({ context }) => context.queryClient.ensureQueryData(siteConfigQuery),
  // An error page (404 included) is titled by its status, describes what happened and shares the brand
  // image; a page that failed gives no head of its own, one that loaded writes it (lib/seo.ts).
  head: ({ matches }) => {
    const failure = pageError(matches)
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#0f5c47' },
        { title: documentTitle(failure) },
        { property: 'og:site_name', content: site.name },
        { property: 'og:locale', content: 'ru_RU' },
        // Which build rendered the page: its scripts read it (lib/page-build.ts), the chunks cannot say.
        { name: BUILD_META_NAME, content: pageBuildId() },
        ...errorPageMeta(siteUrlOf(matches), failure),
      ],
      links: [
        // The text fonts are preloaded by the page's Link header (app/server.ts).
        { rel: 'stylesheet', href: appCss },
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'search', type: 'application/opensearchdescription+xml', title: OPENSEARCH_TITLE, href: '/opensearch.xml' },
      ],
    }
  },
  shellComponent: RootDocument,
  component: RootLayout,
})

function errorPageMeta(siteUrl: string, failure: PageError | undefined) {
  if (!failure) return []
  const description = errorExplanation(failure.status)
  return [
    { name: 'description', content: description },
    { property: 'og:title', content: errorTitle(failure.status) },
    { property: 'og:description', content: description },
    ...sharingImageMeta(siteUrl, null),
  ]
}

function documentTitle(failure: PageError | undefined): string {
  return failure ? `${errorTitle(failure.status)} — ${site.name}` : `${site.name} — ${site.tagline.toLowerCase()}`
}

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="ru">
      <head>
        <HeadContent />
      </head>
      <body className="font-sans antialiased">
        {children}
        <RootAnalytics />
        <Scripts />
      </body>
    </html>
  )
}

/**
 * The counters and the cookie notice. In the shell, not the root's component: the shell also
 * frames the root's own error and 404 pages (its beforeLoad or loader failed), whose reports
 * must reach the `error` goal too.
 */
function RootAnalytics() {
  // The root loader's data when it ran; otherwise fetched after hydration (the query waits in the browser).
  const { data: analytics } = useQuery({ ...siteConfigQuery, select: (config) => config.analytics })
  return analytics ? <Analytics config={analytics} /> : null
}

/**
 * A screen picks its frame with `staticData: { layout }`: 'empty', 'own' (its route's component draws
 * it, as the staff area does) or the default one.
 */
function RootLayout() {
  // Marks the page as interactive (end-to-end tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  const router = useRouter()
  useEffect(() => startBuildCheck(router), [router])
  useSessionSync()
  const layout = useMatches({ select: (matches) => matches.findLast((match) => match.staticData.layout)?.staticData.layout })
  if (layout === 'own') return <Outlet />
  const Layout = layout === 'empty' ? EmptyLayout : DefaultLayout
  return (
    <Layout>
      <Outlet />
    </Layout>
  )
}
