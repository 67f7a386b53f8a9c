import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useState, type FormEvent } from 'react'
import { EmailField, ErrorSummary, fieldId, PasswordField, PhoneField, SubmitButton, TextField } from '#app/components/form/controls.tsx'
import { fieldErrorsOf, VALIDATION_MESSAGE } from '#app/components/form/field-rules.ts'
import { phoneValue } from '#app/components/form/phone-mask.ts'
import { errorOf, useFormSubmission } from '#app/components/form/use-form-submission.ts'
import { textLinkClass } from '#app/features/auth/components/text-link.ts'
import { profileQuery } from '#app/features/auth/queries.ts'
import type { Profile } from '#app/features/auth/types.ts'
import { textOf } from '#app/features/auth/form-data.ts'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import { formatPhone } from '../format.ts'
import { updateProfile } from '../profile.functions.ts'
import { profileDetailsSchema, sameEmail } from '../validation.ts'
import { sectionCardClass } from './AccountNav.tsx'
import { SavedNotice } from './SavedNotice.tsx'

const FORM = 'profile'
const FIELDS = ['name', 'email', 'current_password', 'phone', 'company'] as const
const TITLE_ID = 'profile-details-title'

/** Name, email, phone and company. A new address needs the current password and a new confirmation. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const submit = useServerFn(updateProfile)
  const queryClient = useQueryClient()
  const form = useFormSubmission()
  const sessionEnded = useSessionEnd()
  const [typedEmail, setTypedEmail] = useState(profile.email)
  // Which address the last save sent a confirmation to, for the notice.
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null)
  const emailChanges = !sameEmail(typedEmail, profile.email)
  const id = (field: string) => fieldId(FORM, field)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (form.pending) return
    const data = new FormData(event.currentTarget)
    const input = {
      name: textOf(data, 'name').trim(),
      email: textOf(data, 'email').trim(),
      phone: phoneValue(textOf(data, 'phone')),
      company: textOf(data, 'company').trim(),
      current_password: emailChanges ? textOf(data, 'current_password') : '',
    }
    const errors = fieldErrorsOf(profileDetailsSchema(emailChanges), input)
    if (Object.keys(errors).length > 0) return form.fail(VALIDATION_MESSAGE, errors)
    void form.send(async () => {
      const result = await submit({ data: input })
      if (await sessionEnded(result)) return result
      if (result.ok) {
        setConfirmationSentTo(emailChanges ? input.email.toLowerCase() : null)
        await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey })
      }
      return result
    })
  }

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement
    if (!field.name) return
    form.setFieldError(field.name, null)
    if (field.name === 'email') setTypedEmail(field.value)
  }

  return (
    <section id="profile-details" aria-labelledby={TITLE_ID} className={sectionCardClass}>
      <h2 id={TITLE_ID} className="font-extrabold text-2xl text-ink tracking-tight">
        Личные данные
      </h2>
      <p className="mt-2 mb-7 text-ink-muted leading-relaxed">Так мы будем обращаться к вам и связываться по вашим проектам.</p>
      <form noValidate onSubmit={onSubmit} onInput={onInput} aria-labelledby={TITLE_ID} className="@container flex flex-col gap-6">
        {form.failure && (
          <ErrorSummary
            form={FORM}
            failure={form.failure}
            errors={form.errors}
            fields={FIELDS}
            summaryRef={form.summaryRef}
            failedTitle="Изменения не сохранены"
          />
        )}
        {form.status === 'sent' && (
          <SavedNotice noticeRef={form.successRef} message={form.sentMessage}>
            {confirmationSentTo && (
              <p>
                Мы отправили письмо с кодом на {confirmationSentTo}.{' '}
                <Link to="/verification/" className={textLinkClass}>
                  Подтвердить новый адрес
                </Link>
              </p>
            )}
          </SavedNotice>
        )}

        <TextField
          id={id('name')}
          name="name"
          label="Имя"
          autoComplete="name"
          required
          maxLength={100}
          defaultValue={profile.name}
          error={errorOf(form.errors, 'name')}
        />
        <div className="flex flex-col gap-4">
          <EmailField id={id('email')} name="email" required defaultValue={profile.email} error={errorOf(form.errors, 'email')} />
          {/* Announced as it appears: a new address asks for one more field. */}
          <div aria-live="polite" className="empty:hidden">
            {emailChanges && (
            <div className="flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50/60 p-4 sm:p-5">
              <p className="text-amber-950 text-sm leading-relaxed">
                Новый адрес нужно будет подтвердить: мы пришлём на него код и ссылку, а на прежний — уведомление о смене. Чтобы сменить
                почту, введите текущий пароль.
              </p>
              <PasswordField
                id={id('current_password')}
                name="current_password"
                label="Текущий пароль"
                autoComplete="current-password"
                error={errorOf(form.errors, 'current_password')}
              />
            </div>
            )}
          </div>
        </div>
        <div className="grid gap-6 @md:grid-cols-2">
          <PhoneField
            id={id('phone')}
            name="phone"
            label="Телефон"
            optional
            defaultValue={profile.phone ? formatPhone(profile.phone) : ''}
            error={errorOf(form.errors, 'phone')}
          />
          <TextField
            id={id('company')}
            name="company"
            label="Компания"
            optional
            autoComplete="organization"
            maxLength={150}
            defaultValue={profile.company ?? ''}
            error={errorOf(form.errors, 'company')}
          />
        </div>
        <div>
          <SubmitButton pending={form.pending} disabled={!form.hydrated} pendingLabel="Сохраняем…">
            Сохранить изменения
          </SubmitButton>
        </div>
      </form>
    </section>
  )
}
