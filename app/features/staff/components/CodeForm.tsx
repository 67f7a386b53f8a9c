import { SubmitButton } from '#app/components/form/buttons.tsx'
import type { FormOutcome } from '#app/components/form/outcome.ts'
import { ErrorSummary } from '#app/components/form/panels.tsx'
import { oneTimeCodeInput, TextField } from '#app/components/form/text-fields.tsx'
import { useValidatedForm } from '#app/components/form/use-validated-form.ts'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import { CurrentCodeSchema, EnrolmentCodeSchema } from '#shared/contract/staff-rules.ts'
import { dangerActionClass } from '#app/components/ui/dialog.tsx'

const CODE_RULES = {
  /** Six digits from the app: what turns the factor on. */
  app: {
    schema: EnrolmentCodeSchema,
    label: 'Код из приложения',
    hint: 'Шесть цифр, которые приложение показывает для этого аккаунта сейчас.',
    inputMode: 'numeric',
    placeholder: '123456',
  },
  /** A code that works now: from the app, or a recovery code. */
  current: {
    schema: CurrentCodeSchema,
    label: 'Код из приложения или резервный код',
    hint: 'Шесть цифр из приложения или один из резервных кодов, например abcde-fghij.',
    inputMode: 'text',
    placeholder: undefined,
  },
} as const

interface CodeFormProps {
  name: string
  rule: keyof typeof CODE_RULES
  submitLabel: string
  pendingLabel: string
  failedTitle: string
  send: (code: string) => Promise<FormOutcome>
  onDone: () => Promise<unknown> | unknown
  danger?: boolean
}

/** One code that proves the factor, checked here first and then by the API (wrong, spent, too many tries). */
export function CodeForm({ name, rule, submitLabel, pendingLabel, failedTitle, send, onDone, danger = false }: CodeFormProps) {
  const sessionEnd = useSessionEnd()
  const { schema, label, hint, inputMode, placeholder } = CODE_RULES[rule]
  const form = useValidatedForm({
    name,
    fields: ['code'],
    schema,
    // Some apps show the six digits in two groups: typed so, they are sent without the space.
    read: (field) => ({ code: rule === 'app' ? field.text('code').replace(/\s+/g, '') : field.trimmed('code') }),
    submit: ({ code }) => send(code),
    sessionEnd,
    onDone,
  })
  return (
    <form noValidate onSubmit={form.onSubmit} onInput={form.onInput} className="flex flex-col gap-5">
      {form.failure && <ErrorSummary {...form.summary} failedTitle={failedTitle} />}
      <div className="sm:max-w-sm">
        <TextField
          {...form.field('code')}
          label={label}
          hint={hint}
          inputMode={inputMode}
          placeholder={placeholder}
          {...oneTimeCodeInput}
        />
      </div>
      <div>
        {danger ? (
          <button
            type="submit"
            disabled={!form.hydrated}
            aria-disabled={form.pending || undefined}
            className={`${dangerActionClass} w-full sm:w-auto`}
          >
            {form.pending ? pendingLabel : submitLabel}
          </button>
        ) : (
          <SubmitButton pending={form.pending} disabled={!form.hydrated} pendingLabel={pendingLabel}>
            {submitLabel}
          </SubmitButton>
        )}
      </div>
    </form>
  )
}
