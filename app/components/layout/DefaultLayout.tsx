import type { ReactNode } from 'react'
import { SessionNotice } from '#app/features/auth/components/SessionNotice.tsx'
import { SkipLinkAndProgress } from './SkipLinkAndProgress.tsx'
import { SiteFooter } from './SiteFooter.tsx'
import { SiteHeader } from './SiteHeader.tsx'

/** Header, the page, footer: the layout of every screen except the empty ones. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLinkAndProgress />
      <SiteHeader />
      <SessionNotice />
      <main id="content" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
