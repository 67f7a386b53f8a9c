import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { SubmitButton } from '#app/components/form/buttons.tsx'
import { ErrorSummary, SavedNotice } from '#app/components/form/panels.tsx'
import { SelectField } from '#app/components/form/SelectField.tsx'
import { useValidatedForm } from '#app/components/form/use-validated-form.ts'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import { LEAD_STATUSES } from '#shared/contract/staff.ts'
import { LEAD_STATUS_LABELS } from '#shared/contract/staff-labels.ts'
import { LeadChangesSchema } from '#shared/contract/staff-rules.ts'
import { refreshStaffData } from '../queries.ts'
import { saveLead } from '../staff.functions.ts'
import type { Lead, StaffMember } from '../types.ts'
import { panelClass } from './AdminPageHeader.tsx'

const FORM = 'lead-work'
const TITLE_ID = 'lead-work-title'

const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))

/** The lead's status and who works it (or nobody), saved together; the page then shows the new state. */
export function LeadWorkForm({ lead, staff }: { lead: Lead; staff: StaffMember[] }) {
  const submit = useServerFn(saveLead)
  const queryClient = useQueryClient()
  const sessionEnd = useSessionEnd()
  const form = useValidatedForm({
    name: FORM,
    fields: ['status', 'assignee_id'],
    // The API also checks that the assignee is on the staff.
    schema: LeadChangesSchema,
    read: (field) => ({
      status: field.text('status') as Lead['status'],
      assignee_id: field.text('assignee_id') ? Number(field.text('assignee_id')) : null,
    }),
    submit: (changes) => submit({ data: { kind: lead.kind, id: lead.id, ...changes } }),
    sessionEnd,
    onDone: () => refreshStaffData(queryClient),
  })
  const assigneeOptions = [
    { value: '', label: 'Не назначен' },
    ...staff.map((member) => ({ value: String(member.id), label: member.name })),
    // Someone who has left the staff still shows as the lead's assignee until another is chosen.
    ...(lead.assignee && !staff.some((member) => member.id === lead.assignee?.id)
      ? [{ value: String(lead.assignee.id), label: `${lead.assignee.name} (не сотрудник)` }]
      : []),
  ]

  return (
    <section aria-labelledby={TITLE_ID} className={panelClass}>
      <h2 id={TITLE_ID} className="mb-4 font-bold text-ink text-lg">
        Работа с заявкой
      </h2>
      <form noValidate onSubmit={form.onSubmit} onInput={form.onInput} aria-labelledby={TITLE_ID} className="flex flex-col gap-5">
        {form.failure && <ErrorSummary {...form.summary} failedTitle="Изменения не сохранены" />}
        {form.status === 'sent' && <SavedNotice noticeRef={form.successRef} message={form.sentMessage} />}
        <SelectField
          id={form.id('status')}
          name="status"
          label="Статус"
          options={STATUS_OPTIONS}
          defaultValue={lead.status}
          error={form.error('status')}
        />
        <SelectField
          id={form.id('assignee_id')}
          name="assignee_id"
          label="Ответственный"
          options={assigneeOptions}
          defaultValue={lead.assignee ? String(lead.assignee.id) : ''}
          error={form.error('assignee_id')}
        />
        <div>
          <SubmitButton pending={form.pending} disabled={!form.hydrated} pendingLabel="Сохраняем…" wide>
            Сохранить
          </SubmitButton>
        </div>
      </form>
    </section>
  )
}
