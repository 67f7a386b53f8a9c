import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { reportError } from '#app/features/analytics/error-reporter.ts'
import { errorExplanation, errorRequestId, errorTitle } from './error-status.ts'

/**
 * The error page: the status, its title and the way home. `message` is the
 * technical description and `error` what was thrown (both reported to the analytics `error` goal);
 * `path` is shown to the visitor, and so is the failed request's id on a 5xx page.
 */
export function ErrorPage({ status, message, path, error }: { status: number; message?: string; path?: string; error?: unknown }) {
  // Reported from the browser once the page is on screen (the server render reports nothing).
  useEffect(() => {
    reportError(error ?? new Error(message ?? errorTitle(status)), { status })
  }, [error, message, status])
  // The server request that failed, for the visitor to quote (its log lines carry the same id).
  const requestId = errorRequestId(error)

  return (
    <section
      className="mx-auto flex max-w-3xl flex-col items-start gap-6 px-5 py-24 sm:py-32"
      aria-labelledby="error-title"
      data-error-status={status}
      data-error-message={message}
    >
      <p className="font-semibold text-brand-700 text-7xl tracking-tight sm:text-8xl" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="font-bold text-3xl text-ink tracking-tight sm:text-4xl">
        {errorTitle(status)}
      </h1>
      <p className="max-w-xl text-lg text-ink-muted">{errorExplanation(status)}</p>
      {path && (
        <p className="text-ink-muted text-sm">
          Адрес: <code className="break-all rounded bg-surface px-1.5 py-0.5">{path}</code>
        </p>
      )}
      {status >= 500 && requestId && (
        <p className="text-ink-muted text-sm">
          Код запроса: <code className="break-all rounded bg-surface px-1.5 py-0.5">{requestId}</code>. Назовите его, если напишете нам об
          ошибке.
        </p>
      )}
      <Link to="/" className="button-primary">
        На главную
      </Link>
    </section>
  )
}
