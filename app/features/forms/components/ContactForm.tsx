import { useServerFn } from '@tanstack/react-start'
import type { FormEvent } from 'react'
import { MIN_FILL_MILLISECONDS } from '#shared/contract/forms.ts'
import { submitContactRequest } from '../forms.functions.ts'
import { phoneValue } from '#app/components/form/phone-mask.ts'
import type { ContactSubmission } from '../types.ts'
import { ContactSchema } from '../validation.ts'
import { fieldErrorsOf } from '#app/components/form/field-errors.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import {
  AntiSpamFields,
  ConsentField,
  EmailField,
  ErrorSummary,
  fieldId,
  SubmitButton,
  SuccessPanel,
  TextAreaField,
  TextField,
} from '#app/components/form/controls.tsx'
import { PhoneField } from '#app/components/form/PhoneField.tsx'
import { withPhoneRule } from '#app/components/form/phone-rule.ts'
import { errorOf, useFormSubmission } from '#app/components/form/use-form-submission.ts'

const FORM = 'contact'
const FIELDS = ['name', 'email', 'phone', 'message', 'consent'] as const

const textOf = (data: FormData, key: string) => {
  const value = data.get(key)
  return typeof value === 'string' ? value : ''
}

/** The contact form: a question or a message to the studio, answered by mail or phone. */
export function ContactForm({ titleId }: { titleId: string }) {
  const submit = useServerFn(submitContactRequest)
  const form = useFormSubmission({ minimumFillMs: MIN_FILL_MILLISECONDS })
  const id = (field: string) => fieldId(FORM, field)

  if (form.status === 'sent') {
    return <SuccessPanel title="Сообщение отправлено" message={form.sentMessage} panelRef={form.successRef} />
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (form.pending) return
    const data = new FormData(event.currentTarget)
    const submission: Omit<ContactSubmission, 'filled_ms'> = {
      name: textOf(data, 'name'),
      email: textOf(data, 'email'),
      phone: phoneValue(textOf(data, 'phone')),
      message: textOf(data, 'message'),
      consent: data.get('consent') === '1',
      website: textOf(data, 'website'),
    }
    // The phone rule is fetched with the first check (or when the phone field took focus).
    withPhoneRule(form, () => {
      const errors = fieldErrorsOf(ContactSchema, submission)
      if (Object.keys(errors).length > 0) return form.fail(VALIDATION_MESSAGE, errors)
      // Measured as it goes: a quick submission is sent only once the anti-spam time has passed.
      void form.send(() => submit({ data: { ...submission, filled_ms: String(form.filledMs()) } }))
    })
  }

  // Editing a field takes its message away; the summary stays until the next attempt.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement
    if (!name) return
    form.setFieldError(name, null)
    // Either contact will do: a phone answers the "email or phone" message too.
    if (name === 'phone') form.setFieldError('email', null)
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      aria-labelledby={titleId}
      aria-busy={form.pending || undefined}
      className="@container relative flex flex-col gap-6"
    >
      {form.failure && (
        <ErrorSummary form={FORM} failure={form.failure} errors={form.errors} fields={FIELDS} summaryRef={form.summaryRef} />
      )}

      <TextField
        id={id('name')}
        name="name"
        label="Как к вам обращаться"
        autoComplete="name"
        required
        maxLength={100}
        error={errorOf(form.errors, 'name')}
      />
      <div className="grid gap-6 @md:grid-cols-2">
        <EmailField id={id('email')} name="email" error={errorOf(form.errors, 'email')} />
        <PhoneField id={id('phone')} name="phone" label="Телефон" error={errorOf(form.errors, 'phone')} />
      </div>
      <p className="-mt-3 text-ink-muted text-sm">Оставьте почту или телефон — ответим так, как вам удобнее.</p>
      <TextAreaField
        id={id('message')}
        name="message"
        label="Сообщение"
        hint="Вопрос, идея или задача — несколько предложений достаточно."
        required
        maxLength={3000}
        rows={5}
        error={errorOf(form.errors, 'message')}
      />
      <ConsentField id={id('consent')} error={errorOf(form.errors, 'consent')} />
      <AntiSpamFields form={FORM} />
      <div>
        <SubmitButton pending={form.pending} disabled={!form.hydrated}>
          Отправить сообщение
        </SubmitButton>
      </div>
    </form>
  )
}
