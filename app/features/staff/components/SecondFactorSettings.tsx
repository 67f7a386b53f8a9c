import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useEffect, useRef, useState } from 'react'
import { ActionButton } from '#app/components/form/buttons.tsx'
import { failureView, type FormOutcome, settle } from '#app/components/form/outcome.ts'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import { refreshStaffData } from '../queries.ts'
import { groupedSecret } from '../recovery-codes.ts'
import {
  beginSecondFactor,
  confirmSecondFactor,
  disableSecondFactor,
  type Enrolment,
  type OutcomeWith,
  renewRecoveryCodes,
  type SecondFactorState,
} from '../second-factor.functions.ts'
import { panelClass } from './AdminPageHeader.tsx'
import { CodeForm } from './CodeForm.tsx'
import { RecoveryCodes } from './RecoveryCodes.tsx'

/** A form's submit that keeps what a successful answer carries (the recovery codes) for the screen. */
function keeping<T>(send: (code: string) => Promise<OutcomeWith<T>>, keep: (data: T) => void) {
  return async (code: string): Promise<FormOutcome> => {
    const outcome = await send(code)
    if (outcome.kind === 'done') keep(outcome.data)
    return outcome
  }
}

/** Step one: a fresh secret from the API, asked for by a button (every press makes a new one). */
function EnrolmentStart({ onStarted }: { onStarted: (enrolment: Enrolment) => void }) {
  const begin = useServerFn(beginSecondFactor)
  const sessionEnd = useSessionEnd()
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const start = async () => {
    if (pending) return
    setPending(true)
    setFailure(null)
    const outcome = (await settle(() => begin())) as OutcomeWith<Enrolment>
    if (await sessionEnd(outcome)) return
    setPending(false)
    if (outcome.kind === 'done') onStarted(outcome.data)
    else setFailure(failureView(outcome).message)
  }
  return (
    <div className="flex flex-col items-start gap-4">
      {failure && (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 font-medium text-red-900">
          {failure}
        </p>
      )}
      <ActionButton pending={pending} pendingLabel="Готовим ключ…" onClick={start} className="button-primary">
        Подключить приложение
      </ActionButton>
    </div>
  )
}

/** Step two: the QR code and the secret for the app, then its first code turns the factor on. */
function EnrolmentStep({
  enrolment,
  onEnabled,
  onCancel,
}: {
  enrolment: Enrolment
  onEnabled: (codes: string[]) => void
  onCancel: () => void
}) {
  const confirm = useServerFn(confirmSecondFactor)
  const queryClient = useQueryClient()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const codes = useRef<string[]>([])
  useEffect(() => headingRef.current?.focus(), [])
  const { size, path } = enrolment.qr
  return (
    <div className="flex flex-col gap-6">
      <h3 ref={headingRef} tabIndex={-1} className="font-bold text-ink text-lg">
        Подключение приложения
      </h3>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-ink leading-relaxed marker:font-semibold marker:text-brand-700">
        <li>Установите на телефон приложение-аутентификатор: Яндекс Ключ, Google Authenticator, Microsoft Authenticator или другое.</li>
        <li>Отсканируйте в нём QR-код. Если сканировать нечем (вы на телефоне), добавьте аккаунт вручную по ключу.</li>
        <li>Введите шесть цифр, которые покажет приложение.</li>
      </ol>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <svg
          role="img"
          aria-label="QR-код для приложения-аутентификатора"
          viewBox={`0 0 ${size} ${size}`}
          shapeRendering="crispEdges"
          className="size-52 shrink-0 rounded-xl border border-line bg-white"
        >
          <rect width={size} height={size} fill="#fff" />
          <path d={path} fill="#0c1f1b" />
        </svg>
        <dl className="flex min-w-0 flex-col gap-1">
          <dt className="font-semibold text-ink">Ключ для ввода вручную</dt>
          <dd>
            <code id="second-factor-secret" className="block break-all font-mono text-ink text-lg tracking-wider">
              {groupedSecret(enrolment.secret)}
            </code>
          </dd>
          <dd className="text-ink-muted text-sm">Тип — по времени (TOTP), шесть цифр, 30 секунд.</dd>
        </dl>
      </div>
      <CodeForm
        name="second-factor-confirm"
        rule="app"
        submitLabel="Включить вход по коду"
        pendingLabel="Проверяем…"
        failedTitle="Вход по коду не включён"
        send={keeping(
          (code) => confirm({ data: { code } }),
          (data) => {
            codes.current = data
          },
        )}
        onDone={async () => {
          onEnabled(codes.current)
          await refreshStaffData(queryClient)
        }}
      />
      <button type="button" onClick={onCancel} className="self-start rounded-full px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50">
        Отменить подключение
      </button>
    </div>
  )
}

/** The factor on: the codes left, new recovery codes, and turning it off (each needs a code that works now). */
function EnabledSettings({ state, onCodes }: { state: SecondFactorState; onCodes: (codes: string[]) => void }) {
  const renew = useServerFn(renewRecoveryCodes)
  const disable = useServerFn(disableSecondFactor)
  const queryClient = useQueryClient()
  const codes = useRef<string[]>([])
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="recovery-renew-title" className={`${panelClass} flex flex-col gap-4`}>
        <h2 id="recovery-renew-title" className="font-bold text-ink text-lg">
          Резервные коды
        </h2>
        <p className="text-ink-muted leading-relaxed">
          {state.recovery_codes_left > 0
            ? `Осталось неиспользованных кодов: ${state.recovery_codes_left} из 10.`
            : 'Неиспользованных кодов не осталось.'}{' '}
          Новые коды заменят все прежние.
        </p>
        <CodeForm
          name="recovery-renew"
          rule="current"
          submitLabel="Получить новые коды"
          pendingLabel="Проверяем…"
          failedTitle="Новые коды не созданы"
          send={keeping(
            (code) => renew({ data: { code } }),
            (data) => {
              codes.current = data
            },
          )}
          onDone={async () => {
            onCodes(codes.current)
            await refreshStaffData(queryClient)
          }}
        />
      </section>
      <section aria-labelledby="second-factor-off-title" className={`${panelClass} flex flex-col gap-4 border-red-200`}>
        <h2 id="second-factor-off-title" className="font-bold text-ink text-lg">
          Отключить вход по коду
        </h2>
        <p className="text-ink-muted leading-relaxed">
          {state.required
            ? 'Без кода из приложения работать в управлении сайтом нельзя: после отключения останется только этот экран, пока вы не подключите приложение снова.'
            : 'Для входа снова будет достаточно пароля. Ключ в приложении и резервные коды перестанут действовать.'}
        </p>
        <CodeForm
          name="second-factor-off"
          rule="current"
          submitLabel="Отключить"
          pendingLabel="Отключаем…"
          failedTitle="Вход по коду не отключён"
          send={(code) => disable({ data: { code } })}
          onDone={() => refreshStaffData(queryClient)}
          danger
        />
      </section>
    </div>
  )
}

/**
 * The staff member's second factor: its state; connecting an app (QR code and secret, then its first
 * code); the recovery codes shown once; new recovery codes; turning it off.
 */
export function SecondFactorSettings({ state, account }: { state: SecondFactorState; account: string }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  if (codes) return <RecoveryCodes codes={codes} account={account} onSaved={() => setCodes(null)} />
  if (state.enabled) {
    return (
      <div className="flex flex-col gap-6">
        <StatusLine enabled />
        <EnabledSettings state={state} onCodes={setCodes} />
      </div>
    )
  }
  return (
    <section aria-labelledby="second-factor-title" className={`${panelClass} flex flex-col gap-5`}>
      <h2 id="second-factor-title" className="font-bold text-ink text-lg">
        Вход по коду из приложения
      </h2>
      <StatusLine enabled={false} />
      <p className="max-w-2xl text-ink-muted leading-relaxed">
        После пароля сайт спросит шесть цифр из приложения-аутентификатора на телефоне. Даже узнав пароль, войти без телефона не получится.
      </p>
      {enrolment ? (
        <EnrolmentStep
          enrolment={enrolment}
          onEnabled={(made) => {
            setEnrolment(null)
            setCodes(made)
          }}
          onCancel={() => setEnrolment(null)}
        />
      ) : (
        <EnrolmentStart onStarted={setEnrolment} />
      )}
    </section>
  )
}

function StatusLine({ enabled }: { enabled: boolean }) {
  return (
    <p className="flex items-center gap-2 font-semibold">
      <span aria-hidden="true" className={`size-2.5 rounded-full ${enabled ? 'bg-brand-600' : 'bg-amber-500'}`} />
      <span className={enabled ? 'text-brand-800' : 'text-amber-800'}>{enabled ? 'Вход по коду включён' : 'Вход по коду выключен'}</span>
    </p>
  )
}
