import { Link } from '@tanstack/react-router'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import { chooseConsent, closeCookieSettings, type ConsentState } from './consent-browser.ts'
import type { AnalyticsConfig } from './types.ts'

/** The counters this deployment would load, named as the notice names them. */
function countersNamed(config: AnalyticsConfig): string {
  const names: string[] = []
  if (config.ymCounterId !== null) names.push('Яндекс Метрику')
  if (config.gtmId !== null) names.push('Google Tag Manager')
  return names.join(' и ')
}

const CURRENT_CHOICE = {
  all: 'Сейчас разрешены все cookie, включая счётчики посещений.',
  necessary: 'Сейчас разрешены только необходимые cookie.',
} as const

/**
 * Asks whether the counters may run: «Принять» or «Только необходимые». Shown after hydration until
 * the visitor chooses (the choice lives in this browser), and again when they open it from the
 * footer. It sticks to the bottom of the window but ends the page in the normal flow, so it never
 * hides the last lines of a page; it takes focus only when the visitor asked for it.
 */
export function CookieNotice({ config, consent }: { config: AnalyticsConfig; consent: ConsentState }) {
  const region = useRef<HTMLElement>(null)
  const reopened = consent.settingsOpen
  const visible = consent.known && (consent.choice === null || reopened)

  useEffect(() => {
    if (reopened) region.current?.focus()
  }, [reopened])

  if (!visible) return null

  const closeOnEscape = (event: KeyboardEvent) => {
    if (reopened && event.key === 'Escape') closeCookieSettings()
  }

  return (
    <section
      ref={region}
      aria-label="Уведомление о cookie"
      tabIndex={reopened ? -1 : undefined}
      onKeyDown={closeOnEscape}
      className="pointer-events-none sticky bottom-0 z-40 px-3 pb-3 outline-none sm:px-5 sm:pb-5"
    >
      <div
        className={`pointer-events-auto relative mx-auto flex max-w-3xl flex-col gap-3 rounded-2xl border border-line bg-white p-4 text-ink text-sm shadow-lg sm:flex-row sm:items-center sm:gap-5 sm:p-5 ${reopened ? 'pr-11 sm:pr-12' : ''}`}
      >
        <div className="flex-1 space-y-1.5 leading-snug sm:leading-relaxed">
          <p>
            Мы используем необходимые cookie, чтобы сайт и личный кабинет работали. С вашего согласия подключим {countersNamed(config)}: они
            помогают понять, какие страницы полезны, и сделать сайт удобнее. Подробнее — в{' '}
            <Link
              to="/privacy/"
              hash="cookie-i-analitika"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              политике конфиденциальности
            </Link>
            .
          </p>
          {reopened && consent.choice !== null ? <p className="text-ink-muted">{CURRENT_CHOICE[consent.choice]}</p> : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 sm:flex-col sm:items-stretch">
          <button
            type="button"
            onClick={() => chooseConsent('all')}
            className="button-primary min-h-10 flex-1 whitespace-nowrap px-3 text-sm sm:px-5"
          >
            Принять
          </button>
          <button
            type="button"
            onClick={() => chooseConsent('necessary')}
            className="button-secondary min-h-10 flex-1 whitespace-nowrap px-3 text-sm sm:px-5"
          >
            Только необходимые
          </button>
        </div>
        {reopened ? (
          <button
            type="button"
            onClick={closeCookieSettings}
            aria-label="Закрыть"
            className="absolute top-1.5 right-1.5 flex size-8 items-center justify-center rounded-full text-lg text-ink-muted hover:bg-surface hover:text-ink"
          >
            ×
          </button>
        ) : null}
      </div>
    </section>
  )
}
