import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { dismissSessionNotice, sessionQuery } from '../queries.ts'
import { sessionNoticeText } from '../session-notice.ts'
import { textLinkClass } from './text-link.ts'

/**
 * Tells a person that they are no longer signed in when they did not sign out here: the session
 * ended by itself, or the account was deleted. Stays until read and closed, or until they sign in.
 */
export function SessionNoticeBanner() {
  const queryClient = useQueryClient()
  const { data: notice } = useQuery({ ...sessionQuery, select: (session) => (session.authenticated ? undefined : session.notice) })
  const location = useRouterState({ select: (state) => ({ pathname: state.location.pathname, href: state.location.href }) })
  if (!notice) return null
  const { title, text } = sessionNoticeText[notice]
  const offerSignIn = notice === 'session-ended' && location.pathname !== '/login/'

  return (
    <div role="status" className="border-amber-200 border-b bg-amber-50 text-amber-950">
      <div className="container-page flex items-start gap-3 py-3.5 sm:items-center sm:gap-4">
        <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-amber-700 sm:mt-0" fill="currentColor" aria-hidden="true">
          <path
            fillRule="evenodd"
            d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a1 1 0 0 0 0 2v3a1 1 0 0 0 1 1h1a1 1 0 1 0 0-2v-3a1 1 0 0 0-1-1H9Z"
            clipRule="evenodd"
          />
        </svg>
        <p className="flex-1 text-sm leading-relaxed sm:text-[15px]">
          <strong className="font-semibold">{title}.</strong> {text}
          {offerSignIn && (
            <>
              {' '}
              <Link to="/login/" search={{ redirect: location.href }} className={textLinkClass}>
                Войти снова
              </Link>
            </>
          )}
        </p>
        <button
          type="button"
          onClick={() => dismissSessionNotice(queryClient)}
          aria-label="Закрыть уведомление"
          className="-m-1.5 shrink-0 rounded-full p-1.5 text-amber-800 transition-colors hover:bg-amber-100 hover:text-amber-950"
        >
          <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
            <path d="M6.3 5.3a1 1 0 0 0-1.4 1.4L8.6 10l-3.7 3.3a1 1 0 1 0 1.4 1.4L10 11.4l3.3 3.3a1 1 0 0 0 1.4-1.4L11.4 10l3.3-3.3a1 1 0 0 0-1.4-1.4L10 8.6 6.3 5.3Z" />
          </svg>
        </button>
      </div>
    </div>
  )
}
