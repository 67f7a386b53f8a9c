import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import type { FormEvent } from 'react'
import { ErrorSummary, fieldId, SubmitButton, TextField } from '#app/components/form/controls.tsx'
import { VALIDATION_MESSAGE } from '#app/components/form/field-rules.ts'
import { errorOf, useFormSubmission } from '#app/components/form/use-form-submission.ts'
import { verifyEmail } from '#app/features/auth/auth.functions.ts'
import { textLinkClass } from '#app/features/auth/components/text-link.ts'
import { profileQuery } from '#app/features/auth/queries.ts'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import { ResendCode } from './ResendCode.tsx'
import { StatusCard } from './StatusCard.tsx'

const FORM = 'verification'
const FIELDS = ['code'] as const
// The API's own words for a code that cannot be one (api/routes/account.ts).
const CODE_MESSAGE = 'Код — это 6 цифр из письма.'

/** The code as people copy it from a mail: «123 456» and «123-456» are the same six digits. */
const normalisedCode = (text: string) => text.replace(/[\s-]/g, '')

/** The signed-in user's form for the 6-digit code from the mail, with a way to get a new one. */
export function CodeVerification({ email }: { email: string }) {
  const verify = useServerFn(verifyEmail)
  const queryClient = useQueryClient()
  const form = useFormSubmission()
  const sessionEnded = useSessionEnd()

  if (form.status === 'sent') {
    return (
      <StatusCard
        id="verification-done"
        tone="success"
        title="Почта подтверждена"
        focusRef={form.successRef}
        actions={
          <Link to="/profile/" className="button-primary">
            Перейти в личный кабинет
          </Link>
        }
      >
        <p>
          Спасибо! Адрес <span className="font-semibold text-ink">{email}</span> подтверждён: теперь письма о вашем аккаунте будут приходить на
          него.
        </p>
      </StatusCard>
    )
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (form.pending) return
    const value = new FormData(event.currentTarget).get('code')
    const code = normalisedCode(typeof value === 'string' ? value : '')
    if (code === '') return form.fail(VALIDATION_MESSAGE, { code: ['Введите код из письма.'] })
    if (!/^\d{6}$/.test(code)) return form.fail(VALIDATION_MESSAGE, { code: [CODE_MESSAGE] })
    void form.send(async () => {
      const result = await verify({ data: { code } })
      if (await sessionEnded(result)) return result
      if (result.ok) await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey })
      return result
    })
  }

  return (
    <StatusCard id="verification" tone="info" title="Подтвердите почту">
      <p>
        Мы отправили письмо с шестизначным кодом на <span className="break-all font-semibold text-ink">{email}</span>. Введите код ниже — или
        просто откройте ссылку из того же письма.
      </p>
      <form
        noValidate
        onSubmit={onSubmit}
        onInput={() => form.setFieldError('code', null)}
        aria-labelledby="verification-title"
        className="mt-3 flex flex-col gap-6 text-base"
      >
        {form.failure && (
          <ErrorSummary
            form={FORM}
            failure={form.failure}
            errors={form.errors}
            fields={FIELDS}
            summaryRef={form.summaryRef}
            failedTitle="Почта не подтверждена"
          />
        )}
        <div className="max-w-xs">
          <TextField
            id={fieldId(FORM, 'code')}
            name="code"
            label="Код из письма"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="123456"
            maxLength={12}
            required
            error={errorOf(form.errors, 'code')}
          />
        </div>
        <div>
          <SubmitButton pending={form.pending} disabled={!form.hydrated} pendingLabel="Проверяем…">
            Подтвердить
          </SubmitButton>
        </div>
      </form>
      <ResendCode />
      <p className="text-base">
        Ошиблись в адресе?{' '}
        <Link to="/profile/" hash="profile-details" className={textLinkClass}>
          Исправьте его в профиле
        </Link>
        .
      </p>
    </StatusCard>
  )
}
