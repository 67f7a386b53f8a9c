import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { FormOutcome } from '#app/components/form/outcome.ts'
import type { ApiAnswer } from '#app/lib/api/contract.ts'
import { formAction } from '#app/lib/server-fn/form-action.server.ts'
import { validInput } from '#app/lib/server-fn/input.ts'
import { type QrPath, qrPath } from './qr-code.server.ts'
import { answerNotStored, asStaff } from './staff-api.server.ts'

// The staff member's own second factor. Its secret and codes travel only in the bodies of these
// calls (POST), never in an address, and nothing here logs them; the API answers them no-store.

/** The factor's state (`GET /v1/admin/second-factor`): on or off, whether the site requires it, how many recovery codes are left. */
export type SecondFactorState = ApiAnswer<'/v1/admin/second-factor'>

/** A new secret to connect an app with: the QR code of its `otpauth://` link, and the secret for typing in. */
export interface Enrolment {
  secret: string
  qr: QrPath
}

/** A form's outcome that, when done, also hands over what the action made (a secret, recovery codes). */
export type OutcomeWith<T> = Exclude<FormOutcome, { kind: 'done' }> | { kind: 'done'; message: string; data: T }

const Code = v.object({ code: v.pipe(v.string(), v.maxLength(64)) })

/** Runs an action as formAction does, and passes on what it answers with the success (a secret, codes: never stored). */
async function formActionWith<T>(action: string, run: () => Promise<T>, message: string): Promise<OutcomeWith<T>> {
  answerNotStored()
  let data: T | undefined
  const outcome = await formAction(action, async () => {
    data = await run()
    return message
  })
  return outcome.kind === 'done' ? { ...outcome, data: data as T } : outcome
}

const recoveryCodesOf = async (answer: Promise<{ recovery_codes: string[] }>) => (await answer).recovery_codes

export const fetchSecondFactor = createServerFn({ method: 'GET' }).handler(() => asStaff('/v1/admin/second-factor'))

/** Starts connecting an app: a fresh secret, not yet on until the app's first code confirms it. */
export const beginSecondFactor = createServerFn({ method: 'POST' }).handler(() =>
  formActionWith(
    'second-factor-setup',
    async (): Promise<Enrolment> => {
      const { secret, uri } = await asStaff('/v1/admin/second-factor/setup', { method: 'POST' })
      return { secret, qr: qrPath(uri) }
    },
    'Отсканируйте QR-код приложением.',
  ),
)

/** Turns the factor on with the app's first code; answers the ten recovery codes. */
export const confirmSecondFactor = createServerFn({ method: 'POST' })
  .validator(validInput(Code))
  .handler(({ data }) =>
    formActionWith(
      'second-factor-confirm',
      () => recoveryCodesOf(asStaff('/v1/admin/second-factor/confirm', { method: 'POST', body: data })),
      'Вход по коду включён.',
    ),
  )

/** New recovery codes in place of the old ones, for a code that works now. */
export const renewRecoveryCodes = createServerFn({ method: 'POST' })
  .validator(validInput(Code))
  .handler(({ data }) =>
    formActionWith(
      'second-factor-recovery-codes',
      () => recoveryCodesOf(asStaff('/v1/admin/second-factor/recovery-codes', { method: 'POST', body: data })),
      'Новые резервные коды готовы, старые больше не действуют.',
    ),
  )

/** Turns the factor off, for a code that works now. */
export const disableSecondFactor = createServerFn({ method: 'POST' })
  .validator(validInput(Code))
  .handler(({ data }) =>
    formAction('second-factor-disable', async () => {
      await asStaff('/v1/admin/second-factor', { method: 'DELETE', body: data })
      return 'Вход по коду отключён.'
    }),
  )
