import { SubmitButton } from '#app/components/form/buttons.tsx'
import type { FormOutcome } from '#app/components/form/outcome.ts'
import { ErrorSummary } from '#app/components/form/panels.tsx'
import { TextField } from '#app/components/form/text-fields.tsx'
import { useValidatedForm, type ValidatedForm, type ValidatedFormOptions } from '#app/components/form/use-validated-form.ts'
import { MailedCodeSchema, mailedCodeDigits } from '#shared/contract/account-forms.ts'

type Code = { code: string }

/**
 * The form of the 6-digit code from a mail: checked here first (empty, not six digits), then handed
 * to `send`. The caller owns the form (`name` names its field ids), so it shows its own success.
 */
export function useMailedCodeForm(
  name: string,
  send: (code: string) => Promise<FormOutcome>,
  options: Pick<ValidatedFormOptions<Code>, 'onDone' | 'sessionEnd'> = {},
) {
  return useValidatedForm<Code>({
    name,
    fields: ['code'],
    // A code that can be one: the API's own rule and words.
    schema: MailedCodeSchema,
    read: (field) => ({ code: mailedCodeDigits(field.text('code')) }),
    submit: ({ code }) => send(code),
    ...options,
  })
}

export function MailedCodeForm({
  form,
  failedTitle,
  labelledBy,
  className,
}: {
  form: ValidatedForm
  /** The summary's title after a refused code. */
  failedTitle: string
  labelledBy: string
  className: string
}) {
  return (
    <form noValidate onSubmit={form.onSubmit} onInput={form.onInput} aria-labelledby={labelledBy} className={className}>
      {form.failure && <ErrorSummary {...form.summary} failedTitle={failedTitle} />}
      <div className="max-w-xs">
        <TextField
          {...form.field('code')}
          label="Код из письма"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          maxLength={12}
          required
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
