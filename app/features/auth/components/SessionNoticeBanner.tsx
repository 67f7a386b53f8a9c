import { useQueryClient } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { dismissSessionNotice } from '../queries.ts'
import { type SessionNotice, sessionNoticeText } from '../session-notice.ts'
import { textLinkClass } from './text-link.ts'
import { SolidIcon } from '#app/components/ui/SolidIcon.tsx'

/**
 * Tells a person that they are no longer signed in when they did not sign out here: the session
 * ended by itself, or the account was deleted. Stays until read and closed, or until they sign in.
 * Loaded only when there is a notice (SessionNotice.tsx).
 */
export function SessionNoticeBanner({ notice }: { notice: SessionNotice }) {
  const queryClient = useQueryClient()
  const location = useRouterState({ select: (state) => ({ pathname: state.location.pathname, href: state.location.href }) })
  const { title, text } = sessionNoticeText[notice]
  const offerSignIn = notice === 'session-ended' && location.pathname !== '/login/'

  return (
    <div role="status" className="border-amber-200 border-b bg-amber-50 text-amber-950">
      <div className="container-page flex items-start gap-3 py-3.5 sm:items-center sm:gap-4">
        <SolidIcon name="info" className="mt-0.5 size-5 shrink-0 text-amber-700 sm:mt-0" />
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
          <SolidIcon name="close" className="size-5" />
        </button>
      </div>
    </div>
  )
}
