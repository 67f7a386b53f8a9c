import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useEffect, useRef } from 'react'
import { failureView } from '#app/components/form/outcome.ts'
import { verifyEmail } from '#app/features/auth/auth.functions.ts'
import { profileQuery } from '#app/features/auth/queries.ts'
import { type LinkAnswer, useMailedLink } from '#app/features/auth/use-mailed-link.ts'
import { StatusCard } from './StatusCard.tsx'

declare module '@tanstack/history' {
  interface HistoryState {
    /** A verification link was used on this screen: its token is no longer shown in the address. */
    verificationLinkUsed?: boolean
  }
}

const NO_ANSWER =
  'Не получилось связаться с сервером. Проверьте подключение к интернету и попробуйте ещё раз: ссылка по-прежнему действует.'

/** How the link fared; `answered` is false when the site could not be reached (the link is then still good). */
type Outcome = { ok: boolean; message: string; answered: boolean }

function outcomeOf(answer: LinkAnswer): Outcome {
  if (answer.kind === 'done') return { ok: true, message: answer.message, answered: true }
  if (answer.kind === 'no-answer') return { ok: false, message: NO_ANSWER, answered: false }
  return { ok: false, message: failureView(answer).message, answered: true }
}

interface LinkVerificationProps {
  token: string
  signedIn: boolean
  /** The signed-in user's address once it is confirmed. */
  verifiedEmail: string | null
}

/**
 * The link from the mail: verifies once the page is interactive (never during the server render, so
 * a link preview or a prefetch does not use it up), then says how it went and what to do next.
 */
export function LinkVerification({ token, signedIn, verifiedEmail }: LinkVerificationProps) {
  const verify = useServerFn(verifyEmail)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const outcomeRef = useRef<HTMLElement>(null)
  const { answer, retry } = useMailedLink(
    token,
    (link) => verify({ data: { token: link } }),
    (settled) => settled.kind === 'done' && queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
  )
  const outcome = answer && outcomeOf(answer)

  useEffect(() => {
    if (!answer) return
    outcomeRef.current?.focus()
    // Unanswered, the link is still good: it stays for another try.
    if (answer.kind === 'no-answer') return
    // A used link leaves the address bar (and a reload): the screen stays, the token is masked.
    // The state makes it a new entry for the router, which otherwise skips the same address.
    void navigate({
      to: '/verification/',
      search: { token },
      mask: { to: '/verification/', search: {} },
      state: (previous) => ({ ...previous, verificationLinkUsed: true }),
      replace: true,
      resetScroll: false,
    })
  }, [answer, navigate, token])

  if (!outcome) {
    return (
      <div role="status">
        <StatusCard id="verification-progress" tone="progress" title="Подтверждаем почту…">
          <p>Это займёт пару секунд.</p>
        </StatusCard>
      </div>
    )
  }

  if (outcome.ok) {
    return (
      <StatusCard
        id="verification-done"
        tone="success"
        title="Почта подтверждена"
        focusRef={outcomeRef}
        actions={
          signedIn ? (
            <Link to="/profile/" className="button-primary">
              Перейти в личный кабинет
            </Link>
          ) : (
            <Link to="/login/" search={{ redirect: '/profile/' }} className="button-primary">
              Войти в личный кабинет
            </Link>
          )
        }
      >
        <p>Спасибо! Теперь письма о вашем аккаунте — например, ссылки для входа и смены пароля — будут приходить на этот адрес.</p>
      </StatusCard>
    )
  }

  // A signed-in person whose address is confirmed already (by the code, or this link opened twice) has nothing left to do.
  if (outcome.answered && signedIn && verifiedEmail) {
    return (
      <StatusCard
        id="verification-verified"
        tone="info"
        title="Почта уже подтверждена"
        focusRef={outcomeRef}
        actions={
          <Link to="/profile/" className="button-primary">
            Перейти в личный кабинет
          </Link>
        }
      >
        <p className="font-medium text-ink">{outcome.message}</p>
        <p>
          Адрес <span className="font-semibold text-ink">{verifiedEmail}</span> подтверждён, больше ничего делать не нужно.
        </p>
      </StatusCard>
    )
  }

  return (
    <StatusCard
      id="verification-failed"
      tone="error"
      title="Не удалось подтвердить почту"
      focusRef={outcomeRef}
      actions={<FailureActions retry={outcome.answered ? null : retry} signedIn={signedIn} />}
    >
      <p className="font-medium text-ink">{outcome.message}</p>
      {outcome.answered && (
        <p>
          {signedIn
            ? 'Запросите новое письмо с кодом и ссылкой на странице подтверждения: действовать будет только последнее письмо.'
            : 'Если почта ещё не подтверждена, войдите в личный кабинет и запросите новое письмо: действовать будет только последнее.'}
        </p>
      )}
    </StatusCard>
  )
}

/** The way on from a link that did not work: another try while it is still good (`retry`), otherwise a new mail. */
function FailureActions({ retry, signedIn }: { retry: (() => void) | null; signedIn: boolean }) {
  if (retry) {
    return (
      <button type="button" onClick={retry} className="button-primary">
        Попробовать ещё раз
      </button>
    )
  }
  if (signedIn) {
    return (
      <>
        <Link to="/verification/" className="button-primary">
          Получить новый код
        </Link>
        <Link to="/profile/" className="button-secondary">
          В личный кабинет
        </Link>
      </>
    )
  }
  return (
    <>
      <Link to="/login/" search={{ redirect: '/verification/' }} className="button-primary">
        Войти и запросить новое письмо
      </Link>
      <Link to="/" className="button-secondary">
        На главную
      </Link>
    </>
  )
}
