import type { FormEvent } from 'react'
import { ErrorSummary, fieldId, SubmitButton, TextField } from '#app/components/form/controls.tsx'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import type { FormResult } from '#app/components/form/types.ts'
import { errorOf, type useFormSubmission } from '#app/components/form/use-form-submission.ts'

const FIELDS = ['code'] as const
// The API's own words for a code that cannot be one (api/routes/account.ts).
const CODE_MESSAGE = 'Код — это 6 цифр из письма.'

/** The code as people copy it from a mail: «123 456» and «123-456» are the same six digits. */
const normalisedCode = (text: string) => text.replace(/[\s-]/g, '')

/**
 * The form for the 6-digit code from a mail: the code is checked here first (empty, not six
 * digits), then handed to `send`. The caller owns the submission, so it shows its own success.
 */
export function MailedCodeForm({
  name,
  form,
  send,
  failedTitle,
  labelledBy,
  className,
}: {
  /** Names the form's field ids. */
  name: string
  form: ReturnType<typeof useFormSubmission>
  send: (code: string) => Promise<FormResult>
  /** The summary's title after a refused code. */
  failedTitle: string
  labelledBy: string
  className: string
}) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (form.pending) return
    const value = new FormData(event.currentTarget).get('code')
    const code = normalisedCode(typeof value === 'string' ? value : '')
    if (code === '') return form.fail(VALIDATION_MESSAGE, { code: ['Введите код из письма.'] })
    if (!/^\d{6}$/.test(code)) return form.fail(VALIDATION_MESSAGE, { code: [CODE_MESSAGE] })
    void form.send(() => send(code))
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onInput={() => form.setFieldError('code', null)}
      aria-labelledby={labelledBy}
      className={className}
    >
      {form.failure && (
        <ErrorSummary
          form={name}
          failure={form.failure}
          errors={form.errors}
          fields={FIELDS}
          summaryRef={form.summaryRef}
          failedTitle={failedTitle}
        />
      )}
      <div className="max-w-xs">
        <TextField
          id={fieldId(name, 'code')}
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
  )
}
