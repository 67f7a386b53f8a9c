import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

const STORAGE_KEY = 'cookie-notice'
const DISMISSED = 'dismissed'

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === DISMISSED
  } catch {
    return false
  }
}

function rememberDismissal(): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, DISMISSED)
  } catch {
    // Storage is off (private mode): the notice comes back on the next page load, nothing worse.
  }
}

/**
 * The counters set cookies, so visitors are told. Shown after hydration until dismissed (the choice
 * lives in this browser). It sticks to the bottom of the window but ends the page in the normal flow,
 * so it never hides the last lines of a page, and it takes no focus.
 */
export function CookieNotice() {
  const [visible, setVisible] = useState(false)
  useEffect(() => setVisible(!wasDismissed()), [])
  if (!visible) return null

  const dismiss = () => {
    rememberDismissal()
    setVisible(false)
  }

  return (
    <section aria-label="Уведомление о cookie" className="pointer-events-none sticky bottom-0 z-40 px-3 pb-3 sm:px-5 sm:pb-5">
      <div className="pointer-events-auto mx-auto flex max-w-3xl items-center gap-3 rounded-2xl border border-line bg-white p-3 pl-4 text-ink text-sm shadow-lg sm:gap-5 sm:p-4 sm:pl-5">
        <p className="flex-1 leading-snug sm:leading-relaxed">
          Мы используем cookie и счётчики посещений, чтобы делать сайт удобнее. Подробнее — в{' '}
          <Link to="/privacy/" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
            политике конфиденциальности
          </Link>
          .
        </p>
        <button type="button" onClick={dismiss} className="button-primary min-h-10 shrink-0 px-4 sm:min-h-12 sm:px-6">
          Понятно
        </button>
      </div>
    </section>
  )
}
