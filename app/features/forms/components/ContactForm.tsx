import { useServerFn } from '@tanstack/react-start'
import { MIN_FILL_MILLISECONDS } from '#shared/contract/forms.ts'
import { submitContactRequest } from '../forms.functions.ts'
import { phoneValue } from '#app/components/form/phone-mask.ts'
import { ContactSchema } from '../validation.ts'
import { SubmitButton } from '#app/components/form/buttons.tsx'
import { ConsentField } from '#app/components/form/choice-fields.tsx'
import { ErrorSummary, SuccessPanel } from '#app/components/form/panels.tsx'
import { PhoneField } from '#app/components/form/PhoneField.tsx'
import { AntiSpamFields, EmailField, TextAreaField, TextField } from '#app/components/form/text-fields.tsx'
import { useValidatedForm } from '#app/components/form/use-validated-form.ts'

const FORM = 'contact'

/** The contact form: a question or a message to the studio, answered by mail or phone. */
export function ContactForm({ titleId }: { titleId: string }) {
  const submit = useServerFn(submitContactRequest)
  const form = useValidatedForm({
    name: FORM,
    fields: ['name', 'email', 'phone', 'message', 'consent'],
    schema: ContactSchema,
    phone: true,
    read: (field) => ({
      name: field.text('name'),
      email: field.text('email'),
      phone: phoneValue(field.text('phone')),
      message: field.text('message'),
      consent: field.checked('consent'),
      website: field.text('website'),
    }),
    submit: (input, { filledMs }) => submit({ data: { ...input, filled_ms: String(filledMs) } }),
    // Either contact will do: a phone answers the "email or phone" message too.
    linked: { phone: ['email'] },
    minimumFillMs: MIN_FILL_MILLISECONDS,
  })
  const { id, error, field } = form

  if (form.status === 'sent') {
    return <SuccessPanel title="Сообщение отправлено" message={form.sentMessage} panelRef={form.successRef} />
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      onInput={form.onInput}
      aria-labelledby={titleId}
      aria-busy={form.pending || undefined}
      className="@container relative flex flex-col gap-6"
    >
      {form.failure && <ErrorSummary {...form.summary} />}

      <TextField {...field('name')} label="Как к вам обращаться" autoComplete="name" required maxLength={100} />
      <div className="grid gap-6 @md:grid-cols-2">
        <EmailField {...field('email')} />
        <PhoneField {...field('phone')} label="Телефон" />
      </div>
      <p className="-mt-3 text-ink-muted text-sm">Оставьте почту или телефон — ответим так, как вам удобнее.</p>
      <TextAreaField
        {...field('message')}
        label="Сообщение"
        hint="Вопрос, идея или задача — несколько предложений достаточно."
        required
        maxLength={3000}
        rows={5}
      />
      <ConsentField id={id('consent')} error={error('consent')} />
      <AntiSpamFields form={FORM} />
      <div>
        <SubmitButton pending={form.pending} disabled={!form.hydrated}>
          Отправить сообщение
        </SubmitButton>
      </div>
    </form>
  )
}
