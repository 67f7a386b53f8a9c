import type { ReactNode } from 'react'
import { SessionNoticeBanner } from '#app/features/auth/components/SessionNoticeBanner.tsx'
import { NavigationProgress } from './NavigationProgress.tsx'
import { SiteFooter } from './SiteFooter.tsx'
import { SiteHeader } from './SiteHeader.tsx'

/** Header, the page, footer: the layout of every screen except the empty ones. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Перейти к содержанию
      </a>
      <NavigationProgress />
      <SiteHeader />
      <SessionNoticeBanner />
      <main id="content" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
