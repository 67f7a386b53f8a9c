import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useEffect, useState } from 'react'
import { SubmitButton } from '#app/components/form/buttons.tsx'
import { ErrorSummary, SavedNotice } from '#app/components/form/panels.tsx'
import { PhoneField } from '#app/components/form/PhoneField.tsx'
import { Phone } from '#app/components/form/phone-rule.ts'
import { EmailField, PasswordField, TextField } from '#app/components/form/text-fields.tsx'
import { fieldReader, useValidatedForm } from '#app/components/form/use-validated-form.ts'
import { readAccountDetails } from '#app/features/auth/account-details.ts'
import { textLinkClass } from '#app/features/auth/components/text-link.ts'
import { profileQuery, sessionQuery } from '#app/features/auth/queries.ts'
import type { Profile } from '#app/features/auth/types.ts'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import { profileDetailsSchema } from '#shared/contract/profile-forms.ts'
import { updateProfile } from '../profile.functions.ts'
import { clearProfileDraft, loadProfileDraft, saveProfileDraft, valuesOfProfile, type ProfileDraftValues } from '../profile-draft.ts'
import { sameEmail } from '../validation.ts'
import { sectionCardClass } from './AccountNav.tsx'

const FORM = 'profile'

const draftValuesOf = (form: HTMLFormElement): ProfileDraftValues => {
  const field = fieldReader(new FormData(form))
  return { name: field.text('name'), email: field.text('email'), phone: field.text('phone'), company: field.text('company') }
}
const TITLE_ID = 'profile-details-title'

/** Name, email, phone and company. A new address needs the current password and a new confirmation. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const submit = useServerFn(updateProfile)
  const queryClient = useQueryClient()
  const sessionEnd = useSessionEnd()
  const [typedEmail, setTypedEmail] = useState(profile.email)
  // Which address the last save sent a confirmation to, for the notice.
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null)
  // The fields' starting values: the profile's, or edits kept from before the session ended (profile-draft.ts).
  const [initial, setInitial] = useState(() => ({ values: valuesOfProfile(profile), restored: false, version: 0 }))
  const emailChanges = !sameEmail(typedEmail, profile.email)
  const form = useValidatedForm({
    name: FORM,
    fields: ['name', 'email', 'current_password', 'phone', 'company'],
    // The API's rules, with the phone rule fetched on demand.
    schema: profileDetailsSchema(Phone, emailChanges),
    phone: true,
    read: (field) => ({
      ...readAccountDetails(field),
      current_password: emailChanges ? field.text('current_password') : '',
    }),
    submit: (data) => submit({ data }),
    sessionEnd,
    onDone: async (input) => {
      clearProfileDraft()
      setInitial((current) => ({ ...current, restored: false }))
      setConfirmationSentTo(emailChanges ? input.email.toLowerCase() : null)
      await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey })
    },
    onEdit: (field, element) => {
      saveProfileDraft(profile, draftValuesOf(element))
      if (field.name === 'email') setTypedEmail(field.value)
    },
  })
  const { field } = form

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

  return (
    <section id="profile-details" aria-labelledby={TITLE_ID} className={sectionCardClass}>
      <h2 id={TITLE_ID} className="font-extrabold text-2xl text-ink tracking-tight">
        Личные данные
      </h2>
      <p className="mt-2 mb-7 text-ink-muted leading-relaxed">Так мы будем обращаться к вам и связываться по вашим проектам.</p>
      <form
        key={initial.version}
        noValidate
        onSubmit={form.onSubmit}
        onInput={form.onInput}
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
        {form.failure && <ErrorSummary {...form.summary} failedTitle="Изменения не сохранены" />}
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

        <TextField {...field('name')} label="Имя" autoComplete="name" required maxLength={100} defaultValue={initial.values.name} />
        <div className="flex flex-col gap-4">
          <EmailField {...field('email')} required defaultValue={initial.values.email} />
          {/* Announced as it appears: a new address asks for one more field. */}
          <div aria-live="polite" className="empty:hidden">
            {emailChanges && (
              <div className="flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50/60 p-4 sm:p-5">
                <p className="text-amber-950 text-sm leading-relaxed">
                  Новый адрес нужно будет подтвердить: мы пришлём на него код и ссылку, а на прежний — уведомление о смене. Чтобы сменить
                  почту, введите текущий пароль.
                </p>
                <PasswordField {...field('current_password')} label="Текущий пароль" autoComplete="current-password" />
              </div>
            )}
          </div>
        </div>
        <div className="grid gap-6 @md:grid-cols-2">
          <PhoneField {...field('phone')} label="Телефон" optional defaultValue={initial.values.phone} />
          <TextField
            {...field('company')}
            label="Компания"
            optional
            autoComplete="organization"
            maxLength={150}
            defaultValue={initial.values.company}
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
