import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useRef, useState } from 'react'
import { SubmitButton } from '#app/components/form/buttons.tsx'
import { ErrorSummary, SavedNotice } from '#app/components/form/panels.tsx'
import { SelectField } from '#app/components/form/SelectField.tsx'
import { EmailField } from '#app/components/form/text-fields.tsx'
import { useValidatedForm } from '#app/components/form/use-validated-form.ts'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import { STAFF_ROLES, type StaffRole } from '#shared/contract/staff.ts'
import { STAFF_ROLE_LABELS } from '#shared/contract/staff-labels.ts'
import { InvitationSchema, RoleChangeSchema } from '#shared/contract/staff-rules.ts'
import type { StaffSession } from '../access.ts'
import { cancelStaffInvitation, changeStaffRole, inviteStaffMember } from '../accounts.functions.ts'
import { formatDateTime } from '../format.ts'
import { refreshStaffData } from '../queries.ts'
import type { StaffAccount, StaffInvitation, StaffMember } from '../types.ts'
import { panelClass } from './AdminPageHeader.tsx'
import { ConfirmAction } from '#app/components/ui/ConfirmAction.tsx'
import { useChangeNotice } from './change-notice.tsx'

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }))

/** Invites an address with a role; the mail carries a link that works once, for a week. */
export function InviteForm() {
  const submit = useServerFn(inviteStaffMember)
  const queryClient = useQueryClient()
  const sessionEnd = useSessionEnd()
  // A fresh, empty form after each invitation.
  const [sent, setSent] = useState(0)
  const form = useValidatedForm({
    name: 'staff-invite',
    fields: ['email', 'role'],
    schema: InvitationSchema,
    read: (field) => ({ email: field.trimmed('email'), role: field.text('role') as StaffRole }),
    submit: (input) => submit({ data: input }),
    sessionEnd,
    onDone: async () => {
      setSent((count) => count + 1)
      await refreshStaffData(queryClient)
    },
  })
  return (
    <section aria-labelledby="staff-invite-title" className={panelClass}>
      <h2 id="staff-invite-title" className="mb-1 font-bold text-ink text-lg">
        Пригласить сотрудника
      </h2>
      <p className="mb-4 text-ink-muted text-sm leading-relaxed">
        Придёт письмо со ссылкой: по ней сотрудник задаст имя и пароль или войдёт в свой аккаунт. Ссылка действует неделю.
      </p>
      <form
        key={sent}
        noValidate
        onSubmit={form.onSubmit}
        onInput={form.onInput}
        aria-labelledby="staff-invite-title"
        className="flex flex-col gap-5"
      >
        {form.failure && <ErrorSummary {...form.summary} failedTitle="Приглашение не отправлено" />}
        {form.status === 'sent' && <SavedNotice noticeRef={form.successRef} message={form.sentMessage} />}
        <div className="grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <EmailField {...form.field('email')} required />
          <SelectField {...form.field('role')} label="Роль" options={ROLE_OPTIONS} defaultValue="editor" />
        </div>
        <div>
          <SubmitButton pending={form.pending} disabled={!form.hydrated} pendingLabel="Отправляем…">
            Отправить приглашение
          </SubmitButton>
        </div>
      </form>
    </section>
  )
}

/** A staff member's role, changed in place: the API reads the role on every request, so it holds at once. */
function RoleForm({ member, onChanged }: { member: StaffMember; onChanged: (message: string) => Promise<void> }) {
  const submit = useServerFn(changeStaffRole)
  const sessionEnd = useSessionEnd()
  // The API's words for the change, for the list's notice (the form itself stays as it is).
  const message = useRef('')
  const form = useValidatedForm({
    name: `staff-role-${member.id}`,
    fields: ['role'],
    schema: RoleChangeSchema,
    read: (field) => ({ role: field.text('role') as StaffRole }),
    submit: async ({ role }) => {
      const outcome = await submit({ data: { id: member.id, role } })
      if (outcome.kind === 'done') message.current = outcome.message
      return outcome
    },
    sessionEnd,
    onDone: () => onChanged(message.current),
  })
  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      onInput={form.onInput}
      aria-label={`Смена роли: ${member.name}`}
      className="flex flex-col gap-3"
    >
      {form.failure && <ErrorSummary {...form.summary} failedTitle="Роль не изменена" />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-56">
          <SelectField {...form.field('role')} label="Роль" options={ROLE_OPTIONS} defaultValue={member.role} />
        </div>
        <button type="submit" disabled={!form.hydrated} aria-disabled={form.pending || undefined} className="button-secondary min-h-12">
          {form.pending ? 'Меняем…' : 'Сменить роль'}
        </button>
      </div>
    </form>
  )
}

/**
 * Everyone with a staff role: name, address and role, the role to change and the access to take
 * away. The API refuses to leave the site without an admin (409), and the dialog shows its words.
 */
export function StaffList({ members, me }: { members: StaffAccount[]; me: StaffSession }) {
  const queryClient = useQueryClient()
  const revoke = useServerFn(changeStaffRole)
  const { view, setNotice } = useChangeNotice()
  const changed = async (message: string) => {
    setNotice(message)
    await refreshStaffData(queryClient)
  }
  return (
    <section aria-labelledby="staff-list-title" className="flex flex-col gap-4">
      <h2 id="staff-list-title" className="font-bold text-ink text-xl">
        Сотрудники
      </h2>
      {view}
      <ul className="flex flex-col gap-3">
        {members.map((member) => (
          <li key={member.id} className={`${panelClass} flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between`}>
            <div className="flex min-w-0 flex-col gap-1">
              <p className="break-words font-semibold text-ink text-lg">
                {member.name}
                {member.id === me.id && <span className="ml-2 font-normal text-ink-muted text-sm">это вы</span>}
              </p>
              <p className="break-all text-ink-muted">{member.email}</p>
              <p className="text-sm">
                <span className="text-ink-muted">Роль: </span>
                <span className="font-semibold text-ink">{STAFF_ROLE_LABELS[member.role]}</span>
                <span className="text-ink-muted"> · вход по коду: </span>
                <span className={member.second_factor ? 'font-semibold text-brand-800' : 'font-semibold text-amber-800'}>
                  {member.second_factor ? 'включён' : 'выключен'}
                </span>
              </p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <RoleForm member={member} onChanged={changed} />
              <ConfirmAction
                opener="Закрыть доступ…"
                openerLabel={`Закрыть доступ: ${member.name}`}
                title={`Закрыть доступ для ${member.name}?`}
                confirmLabel="Закрыть доступ"
                pendingLabel="Закрываем…"
                run={() => revoke({ data: { id: member.id, role: null } })}
                onDone={changed}
              >
                {member.id === me.id
                  ? 'Вы закроете доступ к управлению сайтом себе самому: ваш сеанс завершится, а вернуть роль сможет только другой администратор.'
                  : `${member.name} больше не сможет работать в управлении сайтом, все сеансы сотрудника завершатся сразу. Аккаунт на сайте останется.`}
              </ConfirmAction>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Invitations not yet accepted, each with the way to withdraw it. */
export function InvitationList({ invitations }: { invitations: StaffInvitation[] }) {
  const queryClient = useQueryClient()
  const cancel = useServerFn(cancelStaffInvitation)
  const { view, setNotice } = useChangeNotice()
  return (
    <section aria-labelledby="staff-invitations-title" className="flex flex-col gap-4">
      <h2 id="staff-invitations-title" className="font-bold text-ink text-xl">
        Приглашения
      </h2>
      {view}
      {invitations.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {invitations.map((invitation) => (
            <li key={invitation.id} className={`${panelClass} flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between`}>
              <div className="flex min-w-0 flex-col gap-1">
                <p className="break-all font-semibold text-ink">{invitation.email}</p>
                <p className="text-ink-muted text-sm">
                  {STAFF_ROLE_LABELS[invitation.role]} · пригласил(а) {invitation.invited_by} · ссылка действует до{' '}
                  {formatDateTime(invitation.expires_at)}
                </p>
              </div>
              <ConfirmAction
                opener="Отозвать…"
                openerLabel={`Отозвать приглашение: ${invitation.email}`}
                title="Отозвать приглашение?"
                confirmLabel="Отозвать"
                pendingLabel="Отзываем…"
                run={() => cancel({ data: { id: invitation.id } })}
                onDone={async (message) => {
                  setNotice(message)
                  await refreshStaffData(queryClient)
                }}
              >
                Ссылка из письма на {invitation.email} перестанет работать. Пригласить этот адрес можно будет снова.
              </ConfirmAction>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted">Ожидающих приглашений нет.</p>
      )}
    </section>
  )
}
