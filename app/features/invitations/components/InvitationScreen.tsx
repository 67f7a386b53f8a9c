import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import type { Ref } from 'react'
import { SubmitButton } from '#app/components/form/buttons.tsx'
import { ErrorSummary } from '#app/components/form/panels.tsx'
import { TextField } from '#app/components/form/text-fields.tsx'
import { useValidatedForm } from '#app/components/form/use-validated-form.ts'
import { AUTH_TITLE_ID, AuthScreen, LinkProblem } from '#app/features/auth/components/AuthScreen.tsx'
import { AccountEmailField } from '#app/features/auth/components/AccountEmailField.tsx'
import { NewPasswordFields } from '#app/features/auth/components/NewPasswordFields.tsx'
import { profileQuery, sessionQuery } from '#app/features/auth/queries.ts'
import { useEnterAccount } from '#app/features/auth/use-enter-account.ts'
import { invitationAcceptanceSchema } from '#shared/contract/account-forms.ts'
import type { StaffRole } from '#shared/contract/staff.ts'
import { acceptStaffInvitation } from '../invitation.functions.ts'
import type { InvitationCheck } from '../types.ts'

const TITLE = 'Приглашение в команду'
const FORM = 'staff-invitation'

/** The API's rules (it also refuses common passwords). */
const AcceptanceSchema = invitationAcceptanceSchema()

/** Where an accepted invitation leads: the staff area's first screen. */
const STAFF_AREA = '/admin/'

/** «…как редактора»: the role in the words of the invitation. */
const INVITED_AS: Record<StaffRole, string> = {
  editor: 'редактора',
  admin: 'администратора',
}

/** An invitation that cannot be accepted: what happened (the API's words say what to do) and the ways on. */
function InvitationProblem({ title, message, problemRef }: { title: string; message: string; problemRef?: Ref<HTMLElement> }) {
  return (
    <AuthScreen title={TITLE}>
      <LinkProblem title={title} message={message} problemRef={problemRef}>
        <Link to="/" className="button-primary">
          На главную
        </Link>
        <Link to="/login/" className="button-secondary">
          Войти
        </Link>
      </LinkProblem>
    </AuthScreen>
  )
}

/**
 * The invitation link from an admin's mail (`?token=…`), checked before anything is shown (`check`,
 * null for a link without a token): a new account's name and password, or for an address that has an
 * account, one button. Accepting signs the person in as the invited account and leads to the staff area.
 */
export function InvitationScreen({ token, check }: { token: string | undefined; check: InvitationCheck | null }) {
  if (!token || !check) {
    return (
      <InvitationProblem
        title="Ссылка неполная"
        message="В ссылке не хватает данных. Откройте её из письма целиком, а если не получится — попросите администратора сайта прислать новое приглашение."
      />
    )
  }
  if (!check.usable) {
    return (
      <InvitationProblem
        title={check.problem === 'too-many-attempts' ? 'Слишком много попыток' : 'Приглашение не действует'}
        message={check.message}
      />
    )
  }
  return <Acceptance token={token} invitation={check} />
}

type Invitation = Extract<InvitationCheck, { usable: true }>

function Acceptance({ token, invitation }: { token: string; invitation: Invitation }) {
  const accept = useServerFn(acceptStaffInvitation)
  const enterStaffArea = useEnterAccount(STAFF_AREA)
  const newAccount = !invitation.accountExists
  const form = useValidatedForm({
    name: FORM,
    fields: newAccount ? ['name', 'password', 'password_confirmation'] : [],
    schema: AcceptanceSchema,
    read: (field) =>
      newAccount
        ? {
            token,
            name: field.trimmed('name'),
            password: field.text('password'),
            password_confirmation: field.text('password_confirmation'),
          }
        : { token },
    submit: (data) => accept({ data }),
    onDone: enterStaffArea,
    // A new password also clears the mismatch.
    linked: { password: ['password_confirmation'] },
  })
  const signedInAs = useSignedInEmail()

  // The invitation was accepted or withdrawn after the screen checked it.
  const linkProblem = form.error('token')
  if (linkProblem) return <InvitationProblem title="Приглашение не действует" message={linkProblem} problemRef={form.summaryRef} />

  return (
    <AuthScreen title={TITLE} lead={`Вас пригласили в управление сайтом как ${INVITED_AS[invitation.role]}.`}>
      <form noValidate onSubmit={form.onSubmit} onInput={form.onInput} aria-labelledby={AUTH_TITLE_ID} className="flex flex-col gap-6">
        {form.failure && <ErrorSummary {...form.summary} failedTitle="Не удалось принять приглашение" />}
        <AccountEmailField id={form.id('email')} email={invitation.email} />
        {newAccount ? (
          <>
            <p className="text-ink-muted leading-relaxed">
              Аккаунта с этим адресом на сайте ещё нет. Укажите имя и придумайте пароль — с ними вы будете входить.
            </p>
            <TextField {...form.field('name')} label="Имя" autoComplete="name" required maxLength={100} />
            <NewPasswordFields field={form.field} label="Пароль" confirmationLabel="Повторите пароль" />
          </>
        ) : (
          <p className="text-ink-muted leading-relaxed">
            С этим адресом уже есть аккаунт на сайте: примите приглашение, и у него появится доступ к управлению сайтом.
          </p>
        )}
        {signedInAs !== null && signedInAs !== invitation.email && (
          <p className="rounded-2xl bg-surface p-4 text-ink-muted text-sm leading-relaxed">
            Сейчас вы вошли на сайт под другим аккаунтом. Приняв приглашение, вы выйдете из него и войдёте как {invitation.email}.
          </p>
        )}
        <SubmitButton pending={form.pending} disabled={!form.hydrated} pendingLabel="Принимаем…" wide>
          Принять приглашение
        </SubmitButton>
      </form>
    </AuthScreen>
  )
}

/** The address of the account this browser is signed in to (as the header knows it); null for a guest or while unknown. */
function useSignedInEmail(): string | null {
  const { data: session } = useQuery(sessionQuery)
  const { data: profile } = useQuery({ ...profileQuery, enabled: false })
  return session?.authenticated && profile ? profile.email : null
}
