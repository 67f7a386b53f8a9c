import { useServerFn } from '@tanstack/react-start'
import { type ReactNode, useMemo } from 'react'
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH, MIN_FILL_MILLISECONDS } from '#shared/contract/forms.ts'
import { attachmentProblem } from '../attachment.ts'
import { submitBrief } from '../forms.functions.ts'
import { phoneValue } from '#app/components/form/phone-mask.ts'
import type { BriefOptions } from '../types.ts'
import { briefSchemaOf } from '../validation.ts'
import { AttachmentField } from './AttachmentField.tsx'
import { SubmitButton } from '#app/components/form/buttons.tsx'
import { ChoiceGroup, ConsentField } from '#app/components/form/choice-fields.tsx'
import { ErrorSummary, SuccessPanel } from '#app/components/form/panels.tsx'
import { PhoneField } from '#app/components/form/PhoneField.tsx'
import { AntiSpamFields, EmailField, TextAreaField, TextField } from '#app/components/form/text-fields.tsx'
import { useValidatedForm } from '#app/components/form/use-validated-form.ts'

const FORM = 'brief'

/** A file chosen (an empty file input still sends an unnamed empty file) that the API would refuse. */
function attachmentErrors(data: FormData): Record<string, string[]> {
  const attachment = data.get('attachment')
  if (!(attachment instanceof File) || (attachment.size === 0 && attachment.name === '')) return {}
  const problem = attachmentProblem(attachment)
  return problem ? { attachment: [problem] } : {}
}

function Step({ number, title, lead, children }: { number: number; title: string; lead: string; children: ReactNode }) {
  const titleId = `${FORM}-step-${number}`
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-6 border-line border-t pt-8 first:border-t-0 first:pt-0">
      <div className="flex items-start gap-4">
        <span
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700 tabular-nums"
          aria-hidden="true"
        >
          {number}
        </span>
        <div>
          <h2 id={titleId} className="font-extrabold text-2xl text-ink tracking-tight">
            {title}
          </h2>
          <p className="mt-1 text-ink-muted">{lead}</p>
        </div>
      </div>
      {children}
    </section>
  )
}

/** The brief: who is asking, what is needed, the frame of budget and time, an optional file. */
export function BriefForm({ options }: { options: BriefOptions }) {
  const submit = useServerFn(submitBrief)
  const schema = useMemo(() => briefSchemaOf(options), [options])
  const form = useValidatedForm({
    name: FORM,
    fields: ['name', 'company', 'email', 'phone', 'services', 'description', 'attachment', 'budget', 'deadline', 'consent'],
    schema,
    phone: true,
    read: (field) => ({
      name: field.text('name'),
      company: field.text('company'),
      email: field.text('email'),
      phone: phoneValue(field.text('phone')),
      services: field.all('services'),
      budget: field.text('budget'),
      deadline: field.text('deadline'),
      description: field.text('description'),
      consent: field.checked('consent'),
    }),
    check: (_, data) => attachmentErrors(data),
    // Sent as it is (multipart, with the file), the phone as the mask left it.
    submit: ({ phone }, { data, filledMs }) => {
      data.set('phone', phone)
      data.set('filled_ms', String(filledMs))
      return submit({ data })
    },
    // The attachment field says what is wrong with a file as soon as it is chosen.
    kept: ['attachment'],
    minimumFillMs: MIN_FILL_MILLISECONDS,
  })
  const { id, error, field } = form

  if (form.status === 'sent') {
    return (
      <SuccessPanel title="Бриф отправлен" message={form.sentMessage} panelRef={form.successRef}>
        <p className="max-w-xl text-ink-muted leading-relaxed">
          Копия брифа ушла вам на почту. Если захотите что-то добавить, просто ответьте на это письмо.
        </p>
      </SuccessPanel>
    )
  }

  return (
    <form
      noValidate
      encType="multipart/form-data"
      onSubmit={form.onSubmit}
      onInput={form.onInput}
      aria-label="Бриф на разработку"
      aria-busy={form.pending || undefined}
      className="relative flex flex-col gap-10"
    >
      {form.failure && <ErrorSummary {...form.summary} />}

      <Step number={1} title="Контакты" lead="Кому написать или позвонить, чтобы обсудить проект.">
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField {...field('name')} label="Имя" autoComplete="name" required maxLength={100} />
          <TextField {...field('company')} label="Компания" autoComplete="organization" optional maxLength={150} />
          <EmailField {...field('email')} required />
          <PhoneField {...field('phone')} label="Телефон" optional />
        </div>
      </Step>

      <Step number={2} title="Задача" lead="Что нужно сделать и зачем: так мы сразу позовём нужных специалистов.">
        <ChoiceGroup
          {...field('services')}
          type="checkbox"
          legend="Что нужно сделать"
          hint="Можно выбрать несколько вариантов."
          options={options.services}
        />
        <TextAreaField
          {...field('description')}
          label="Расскажите о задаче"
          hint={`Какую задачу бизнеса решает проект, кто пользователи, что уже есть. Не меньше ${DESCRIPTION_MIN_LENGTH} символов.`}
          required
          maxLength={DESCRIPTION_MAX_LENGTH}
          rows={7}
        />
        <AttachmentField
          id={id('attachment')}
          error={error('attachment')}
          onChecked={(problem) => form.setFieldError('attachment', problem)}
        />
      </Step>

      <Step number={3} title="Рамки проекта" lead="Примерные ориентиры помогут предложить подходящий вариант.">
        <ChoiceGroup {...field('budget')} type="radio" legend="Бюджет" optional options={options.budgets} />
        <ChoiceGroup {...field('deadline')} type="radio" legend="Сроки" optional options={options.deadlines} />
      </Step>

      <div className="flex flex-col gap-6 rounded-3xl bg-surface p-6 sm:p-8">
        <ConsentField id={id('consent')} error={error('consent')} />
        <AntiSpamFields form={FORM} />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <SubmitButton pending={form.pending} disabled={!form.hydrated}>
            Отправить бриф
          </SubmitButton>
          <p className="text-ink-muted text-sm">Ответим в течение рабочего дня.</p>
        </div>
      </div>
    </form>
  )
}
