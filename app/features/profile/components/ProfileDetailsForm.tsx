import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useEffect, useState, type FormEvent } from 'react'
import { EmailField, ErrorSummary, fieldId, PasswordField, SubmitButton, TextField } from '#app/components/form/controls.tsx'
import { PhoneField } from '#app/components/form/PhoneField.tsx'
import { withPhoneRule } from '#app/components/form/phone-rule.ts'
import { fieldErrorsOf } from '#app/components/form/field-errors.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import { phoneValue } from '#app/components/form/phone-mask.ts'
import { errorOf, useFormSubmission } from '#app/components/form/use-form-submission.ts'
import { textLinkClass } from '#app/features/auth/components/text-link.ts'
import { profileQuery, sessionQuery } from '#app/features/auth/queries.ts'
import type { Profile } from '#app/features/auth/types.ts'
import { textOf } from '#app/features/auth/form-data.ts'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import { updateProfile } from '../profile.functions.ts'
import { clearProfileDraft, loadProfileDraft, saveProfileDraft, valuesOfProfile, type ProfileDraftValues } from '../profile-draft.ts'
import { profileDetailsSchema, sameEmail } from '../validation.ts'
import { sectionCardClass } from './AccountNav.tsx'
import { SavedNotice } from './SavedNotice.tsx'

const FORM = 'profile'

const draftValuesOf = (form: HTMLFormElement): ProfileDraftValues => {
  const data = new FormData(form)
  return { name: textOf(data, 'name'), email: textOf(data, 'email'), phone: textOf(data, 'phone'), company: textOf(data, 'company') }
}
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
  // The fields' starting values: the profile's, or edits kept from before the session ended (profile-draft.ts).
  const [initial, setInitial] = useState(() => ({ values: valuesOfProfile(profile), restored: false, version: 0 }))
  const emailChanges = !sameEmail(typedEmail, profile.email)
  const id = (field: string) => fieldId(FORM, field)

  const startFrom = (values: ProfileDraftValues, restored: boolean) => {
    setInitial((current) => ({ values, restored, version: current.version + 1 }))
    setTypedEmail(values.email)
  }

  // After hydration (the server cannot see this tab's storage): edits the ended session left unsaved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per account shown, not on every change of its fields.
  useEffect(() => {
    const draft = loadProfileDraft(profile)
    if (draft) startFrom(draft, true)
  }, [profile.id])

  // Leaving the page while signed in drops unsaved edits, as before; leaving because the session
  // ended keeps them for after the next sign-in.
  useEffect(
    () => () => {
      if (queryClient.getQueryData(sessionQuery.queryKey)?.authenticated) clearProfileDraft()
    },
    [queryClient],
  )

  const discardDraft = () => {
    clearProfileDraft()
    startFrom(valuesOfProfile(profile), false)
  }

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
    // The phone rule is fetched with the first check (or when the phone field took focus).
    withPhoneRule(form, () => {
      const errors = fieldErrorsOf(profileDetailsSchema(emailChanges), input)
      if (Object.keys(errors).length > 0) return form.fail(VALIDATION_MESSAGE, errors)
      void form.send(async () => {
        const result = await submit({ data: input })
        if (await sessionEnded(result)) return result
        if (result.ok) {
          clearProfileDraft()
          setInitial((current) => ({ ...current, restored: false }))
          setConfirmationSentTo(emailChanges ? input.email.toLowerCase() : null)
          await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey })
        }
        return result
      })
    })
  }

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement
    if (!field.name) return
    saveProfileDraft(profile, draftValuesOf(event.currentTarget))
    form.setFieldError(field.name, null)
    if (field.name === 'email') setTypedEmail(field.value)
  }

  return (
    <section id="profile-details" aria-labelledby={TITLE_ID} className={sectionCardClass}>
      <h2 id={TITLE_ID} className="font-extrabold text-2xl text-ink tracking-tight">
        Личные данные
      </h2>
      <p className="mt-2 mb-7 text-ink-muted leading-relaxed">Так мы будем обращаться к вам и связываться по вашим проектам.</p>
      <form
        key={initial.version}
        noValidate
        onSubmit={onSubmit}
        onInput={onInput}
        aria-labelledby={TITLE_ID}
        className="@container flex flex-col gap-6"
      >
        {initial.restored && form.status !== 'sent' && (
          <div
            role="status"
            className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50/70 p-4 text-amber-950 sm:flex-row sm:items-center sm:p-5"
          >
            <p className="flex-1 text-sm leading-relaxed">
              <strong className="font-semibold">Мы вернули ваши несохранённые изменения.</strong> Сеанс входа завершился раньше, чем вы их
              сохранили: проверьте данные и нажмите «Сохранить изменения».
            </p>
            <button type="button" onClick={discardDraft} className="button-secondary shrink-0 text-sm">
              Отменить изменения
            </button>
          </div>
        )}
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
          defaultValue={initial.values.name}
          error={errorOf(form.errors, 'name')}
        />
        <div className="flex flex-col gap-4">
          <EmailField id={id('email')} name="email" required defaultValue={initial.values.email} error={errorOf(form.errors, 'email')} />
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
            defaultValue={initial.values.phone}
            error={errorOf(form.errors, 'phone')}
          />
          <TextField
            id={id('company')}
            name="company"
            label="Компания"
            optional
            autoComplete="organization"
            maxLength={150}
            defaultValue={initial.values.company}
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
