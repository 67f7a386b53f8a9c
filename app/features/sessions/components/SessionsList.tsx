import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useRef, useState } from 'react'
import { ActionButton } from '#app/components/form/buttons.tsx'
import { failureView, settle } from '#app/components/form/outcome.ts'
import { LineIcon } from '#app/components/ui/LineIcon.tsx'
import { sectionCardClass } from '#app/features/profile/components/AccountNav.tsx'
import { sessionQuery } from '#app/features/auth/queries.ts'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import { ConfirmAction } from '#app/components/ui/ConfirmAction.tsx'
import { plural } from '#app/lib/plural.ts'
import type { AccountSession } from '../types.ts'
import { deviceLabel } from '#shared/device-label.ts'
import { formatSessionMoment } from '../format.ts'
import { sessionsQuery } from '../queries.ts'
import { endOtherSessions, endSession } from '../sessions.functions.ts'

const TITLE_ID = 'sessions-title'

/** What happened last, for the live region under the heading: the words and whether it went wrong. */
type Notice = { text: string; tone: 'done' | 'error' }

/**
 * The account's active sessions: device and browser, when each began and was last used, this one
 * marked, and the way to end any other, or all the others at once (after a question).
 */
export function SessionsList() {
  const queryClient = useQueryClient()
  const { data: signedIn } = useQuery(sessionQuery)
  // Signing out drops the list a moment before the way out: nothing is asked for meanwhile.
  const { data: sessions, dataUpdatedAt } = useQuery({ ...sessionsQuery, enabled: signedIn?.authenticated === true })
  const [notice, setNotice] = useState<Notice | null>(null)
  const endAllOthers = useServerFn(endOtherSessions)
  const headingRef = useRef<HTMLHeadingElement>(null)

  // The route loads the list before the page shows; it is gone only on the way out.
  if (!sessions) return null

  // The button pressed leaves the list with its session: focus goes to the list's heading, and the
  // live region says what happened.
  const afterEnding = async (message: string) => {
    setNotice({ text: message, tone: 'done' })
    await queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey })
    headingRef.current?.focus()
  }
  const others = sessions.filter((session) => !session.current)
  const ordered = [...sessions.filter((session) => session.current), ...others]

  return (
    <section aria-labelledby={TITLE_ID} className={sectionCardClass}>
      <h2 ref={headingRef} id={TITLE_ID} tabIndex={-1} className="font-extrabold text-2xl text-ink tracking-tight outline-none">
        Активные сеансы
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted leading-relaxed">
        Если какой-то сеанс вам незнаком, завершите его и{' '}
        <Link
          to="/profile/"
          hash="profile-password"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          смените пароль
        </Link>
        : при смене пароля мы завершим и все остальные сеансы.
      </p>
      <p
        role="status"
        className={`mt-4 rounded-2xl p-4 font-medium empty:hidden ${notice?.tone === 'error' ? 'border border-red-200 bg-red-50 text-red-900' : 'bg-brand-50 text-brand-900'}`}
      >
        {notice?.text ?? ''}
      </p>
      <ul className="mt-6 flex flex-col gap-3">
        {ordered.map((session) => (
          <SessionRow key={session.id} session={session} now={dataUpdatedAt} onEnded={afterEnding} onFailure={setNotice} />
        ))}
      </ul>
      {others.length > 0 ? (
        <div className="mt-6">
          <ConfirmAction
            opener="Завершить все другие сеансы"
            title="Завершить все другие сеансы?"
            confirmLabel="Завершить"
            pendingLabel="Завершаем…"
            run={() => endAllOthers()}
            onDone={afterEnding}
          >
            <p>
              {others.length} {plural(others.length, 'сеанс будет завершён', 'сеанса будут завершены', 'сеансов будут завершены')}: на всех
              устройствах, кроме этого, нужно будет войти заново.
            </p>
          </ConfirmAction>
        </div>
      ) : (
        <p className="mt-6 text-ink-muted">Других активных сеансов нет: вы вошли только на этом устройстве.</p>
      )}
    </section>
  )
}

function SessionRow({
  session,
  now,
  onEnded,
  onFailure,
}: {
  session: AccountSession
  now: number
  onEnded: (message: string) => Promise<unknown>
  onFailure: (notice: Notice) => void
}) {
  const end = useServerFn(endSession)
  const sessionEnded = useSessionEnd()
  const [pending, setPending] = useState(false)
  const label = deviceLabel(session.device)

  const onEnd = async () => {
    if (pending) return
    setPending(true)
    const outcome = await settle(() => end({ data: { id: session.id } }))
    if (await sessionEnded(outcome)) return
    if (outcome.kind !== 'done') {
      setPending(false)
      onFailure({ text: failureView(outcome).message, tone: 'error' })
      return
    }
    await onEnded(outcome.message)
  }

  return (
    <li
      className={`flex flex-col gap-4 rounded-2xl border p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5 ${session.current ? 'border-brand-300 bg-brand-50/60' : 'border-line'}`}
    >
      <div className="flex min-w-0 items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-line">
          <DeviceIcon kind={session.device.kind} />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="break-words font-bold text-ink">{label}</span>
            {session.current && <span className="rounded-full bg-brand-600 px-3 py-0.5 font-semibold text-sm text-white">Этот сеанс</span>}
          </p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-ink-muted text-sm">
            <dt>Вход:</dt>
            <dd>
              <time dateTime={session.created_at}>{formatSessionMoment(session.created_at, now)}</time>
            </dd>
            <dt>Активность:</dt>
            <dd>
              {session.current ? 'сейчас' : <time dateTime={session.last_used_at}>{formatSessionMoment(session.last_used_at, now)}</time>}
            </dd>
            {session.ip && (
              <>
                <dt>IP-адрес:</dt>
                <dd className="break-all">{session.ip}</dd>
              </>
            )}
          </dl>
        </div>
      </div>
      {!session.current && (
        <ActionButton
          pending={pending}
          pendingLabel="Завершаем…"
          onClick={onEnd}
          className="button-secondary shrink-0 self-start sm:self-center"
        >
          Завершить<span className="sr-only"> сеанс: {label}</span>
        </ActionButton>
      )}
    </li>
  )
}

function DeviceIcon({ kind }: { kind: AccountSession['device']['kind'] }) {
  if (kind === 'desktop') {
    return (
      <LineIcon className="size-5">
        <path d="M3 5h18v11H3zM8 20h8M12 16v4" />
      </LineIcon>
    )
  }
  return (
    <LineIcon className="size-5">
      <path d={kind === 'tablet' ? 'M5 3h14v18H5zM11 18h2' : 'M7 3h10v18H7zM11 18h2'} />
    </LineIcon>
  )
}
