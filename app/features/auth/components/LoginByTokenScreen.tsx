import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useEffect, useState } from 'react'
import { Logo } from '#app/components/layout/Logo.tsx'
import { SEND_FAILED_MESSAGE } from '#app/components/form/result.ts'
import type { FormResult } from '#app/components/form/types.ts'
import { reportError } from '#app/features/analytics/error-reporter.ts'
import { navigateSafely } from '#app/lib/navigation/safe-navigation.ts'
import { logInByToken } from '../auth.functions.ts'
import { markSignedIn } from '../queries.ts'
import { reportServerFailure } from '../report-server-failure.ts'
import { LinkProblem } from './AuthScreen.tsx'

const MISSING_TOKEN = 'В ссылке не хватает данных. Откройте её из письма целиком — или запросите новую.'
const UNAVAILABLE = 'Не получилось войти: сервис временно недоступен. Попробуйте ещё раз через пару минут.'

interface Problem {
  message: string
  /** Our failure rather than the link's: trying the same link again may work. */
  retry: boolean
}

/**
 * One sign-in per token for the life of the page: StrictMode's second effect, a re-render or a
 * remount waits for the same call instead of spending the one-time link twice.
 */
const attempts = new Map<string, Promise<FormResult>>()

function attemptOnce(token: string, call: () => Promise<FormResult>): Promise<FormResult> {
  let attempt = attempts.get(token)
  if (!attempt) {
    // Reported here, once per attempt, however many renders wait for it.
    attempt = call().then(
      (result) => {
        reportServerFailure(result)
        return result
      },
      (error: unknown): FormResult => {
        reportError(error)
        return { ok: false, message: SEND_FAILED_MESSAGE, errors: {} }
      },
    )
    attempts.set(token, attempt)
  }
  return attempt
}

function problemOf(result: Extract<FormResult, { ok: false }>): Problem {
  const linkProblem = result.errors.token?.[0]
  if (linkProblem) return { message: linkProblem, retry: false }
  if (result.message === SEND_FAILED_MESSAGE) return { message: UNAVAILABLE, retry: true }
  return { message: result.message, retry: false }
}

/**
 * Sign-in by the one-time link from a mail (`?token=…`), on the empty layout; then on to
 * `redirectTo`, a safe path on this site.
 */
export function LoginByTokenScreen({ token, redirectTo }: { token: string | undefined; redirectTo: string }) {
  const signIn = useServerFn(logInByToken)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [problem, setProblem] = useState<Problem | null>(token ? null : { message: MISSING_TOKEN, retry: false })
  const [round, setRound] = useState(0)

  // After hydration only: the link is spent by the first call, so the server render never makes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per link and per «try again»; the functions it uses keep their identity between renders.
  useEffect(() => {
    if (!token) return
    let current = true
    void attemptOnce(token, () => signIn({ data: { token } })).then(async (result) => {
      if (!current) return
      if (!result.ok) return setProblem(problemOf(result))
      markSignedIn(queryClient)
      // Replaces this entry: the spent link stays out of the history and the address bar.
      await navigateSafely(navigate, redirectTo, { fallback: '/profile/', replace: true })
    })
    return () => {
      current = false
    }
  }, [token, round])

  const tryAgain = () => {
    if (token) attempts.delete(token)
    setProblem(null)
    setRound((value) => value + 1)
  }

  return (
    <div className="flex w-full max-w-md flex-col items-center gap-8">
      <Link to="/" className="rounded-xl">
        <Logo />
        <span className="sr-only"> — на главную</span>
      </Link>
      <section
        aria-labelledby="login-by-token-title"
        className="w-full rounded-3xl border border-line bg-white p-6 shadow-[0_24px_60px_-32px_rgb(12_31_27/0.35)] sm:p-10"
      >
        <h1 id="login-by-token-title" className="mb-6 font-extrabold text-3xl text-ink tracking-tight">
          Вход по ссылке
        </h1>
        {problem ? (
          <LinkProblem title="Войти не получилось" message={problem.message}>
            {problem.retry && (
              <button type="button" className="button-primary" onClick={tryAgain}>
                Попробовать ещё раз
              </button>
            )}
            <Link
              to="/login/"
              search={redirectTo === '/profile/' ? {} : { redirect: redirectTo }}
              className={problem.retry ? 'button-secondary' : 'button-primary'}
            >
              Запросить новую ссылку
            </Link>
            <Link to="/" className="button-secondary">
              На главную
            </Link>
          </LinkProblem>
        ) : (
          <div role="status" className="flex items-center gap-4 text-ink-muted text-lg">
            <svg viewBox="0 0 24 24" className="size-7 shrink-0 animate-spin text-brand-600" fill="none" aria-hidden="true">
              <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
              <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            </svg>
            Проверяем ссылку и входим…
          </div>
        )}
      </section>
    </div>
  )
}
