import { useQuery } from '@tanstack/react-query'
import { type ComponentType, lazy, Suspense } from 'react'
import { sessionQuery } from '../queries.ts'
import type { SessionNotice as Notice } from '../session-notice.ts'

/**
 * The banner with its words and icons comes only to a person who has a notice: the first load of
 * every page carries this check alone (about 0.75 KB less, decision 018). A banner that cannot be
 * fetched shows nothing; the failed fetch still reloads an outdated page (lib/build-check-browser.ts).
 */
const SessionNoticeBanner = lazy<ComponentType<{ notice: Notice }>>(() =>
  import('./SessionNoticeBanner.tsx').then(
    (banner) => ({ default: banner.SessionNoticeBanner }),
    () => ({ default: () => null }),
  ),
)

/** The notice about an ended session, for a guest who has one (see SessionNoticeBanner). */
export function SessionNotice() {
  const { data: notice } = useQuery({ ...sessionQuery, select: (session) => (session.authenticated ? undefined : session.notice) })
  if (!notice) return null
  return (
    <Suspense fallback={null}>
      <SessionNoticeBanner notice={notice} />
    </Suspense>
  )
}
