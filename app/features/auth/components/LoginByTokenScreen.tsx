import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { Logo } from '#app/components/layout/Logo.tsx'
import { logInByToken } from '../auth.functions.ts'
import { useEnterAccount } from '../use-enter-account.ts'
import { type LinkAnswer, useMailedLink } from '../use-mailed-link.ts'
import { LinkProblem } from './AuthScreen.tsx'
import { SecondFactorForm } from './SecondFactorForm.tsx'

const MISSING_TOKEN = 'В ссылке не хватает данных. Откройте её из письма целиком — или запросите новую.'
const UNAVAILABLE = 'Не получилось войти: сервис временно недоступен. Попробуйте ещё раз через пару минут.'

interface Problem {
  message: string
  /** Our failure rather than the link's: trying the same link again may work. */
  retry: boolean
}

function problemOf(answer: Exclude<LinkAnswer, { kind: 'done' | 'second-factor' }>): Problem {
  if (answer.kind === 'failed' || answer.kind === 'no-answer') return { message: UNAVAILABLE, retry: true }
  const linkProblem = answer.kind === 'invalid' ? answer.errors.token?.[0] : undefined
  return { message: linkProblem ?? answer.message, retry: false }
}

/**
 * Sign-in by the one-time link from a mail (`?token=…`), on the empty layout; then on to
 * `redirectTo`, a safe path on this site. For an account with a second factor the link waits, unspent,
 * for the code, and goes again with it.
 */
export function LoginByTokenScreen({ token, redirectTo }: { token: string | undefined; redirectTo: string }) {
  const signIn = useServerFn(logInByToken)
  // Replaces this entry: the spent link stays out of the history and the address bar.
  const enterAccount = useEnterAccount(redirectTo)
  const { answer, retry } = useMailedLink(
    token,
    (link) => signIn({ data: { token: link } }),
    (settled) => settled.kind === 'done' && enterAccount(),
  )
  const problem: Problem | null = !token
    ? { message: MISSING_TOKEN, retry: false }
    : answer && answer.kind !== 'done' && answer.kind !== 'second-factor'
      ? problemOf(answer)
      : null
  // The sign-in screen leads back here once a new link is asked for.
  const loginSearch = redirectTo === '/profile/' ? {} : { redirect: redirectTo }

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
        {token && answer?.kind === 'second-factor' ? (
          <SecondFactorForm
            prompt={answer.message}
            send={(otp) => signIn({ data: { token, otp } })}
            onDone={enterAccount}
            back={
              <Link to="/login/" search={loginSearch} className="button-secondary">
                Войти другим способом
              </Link>
            }
          />
        ) : problem ? (
          <LinkProblem title="Войти не получилось" message={problem.message}>
            {problem.retry && (
              <button type="button" className="button-primary" onClick={retry}>
                Попробовать ещё раз
              </button>
            )}
            <Link to="/login/" search={loginSearch} className={problem.retry ? 'button-secondary' : 'button-primary'}>
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
