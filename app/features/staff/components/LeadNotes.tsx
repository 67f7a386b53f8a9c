import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { SubmitButton } from '#app/components/form/buttons.tsx'
import { ErrorSummary, SavedNotice } from '#app/components/form/panels.tsx'
import { TextAreaField } from '#app/components/form/text-fields.tsx'
import { useValidatedForm } from '#app/components/form/use-validated-form.ts'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import { LEAD_NOTE_MAX_LENGTH, LeadNoteSchema } from '#shared/contract/staff-rules.ts'
import { formatDateTime } from '../format.ts'
import { refreshStaffData } from '../queries.ts'
import { addLeadNote } from '../staff.functions.ts'
import type { Lead } from '../types.ts'
import { panelClass } from './AdminPageHeader.tsx'

const FORM = 'lead-note'
const TITLE_ID = 'lead-notes-title'

/** The form under the thread: a new note, signed with the staff member's name. */
function NoteForm({ lead }: { lead: Lead }) {
  const submit = useServerFn(addLeadNote)
  const queryClient = useQueryClient()
  const sessionEnd = useSessionEnd()
  // A new text area (and its counter) once a note is added.
  const [added, setAdded] = useState(0)
  const form = useValidatedForm({
    name: FORM,
    fields: ['body'],
    schema: LeadNoteSchema,
    read: (field) => ({ body: field.trimmed('body') }),
    submit: ({ body }) => submit({ data: { kind: lead.kind, id: lead.id, body } }),
    sessionEnd,
    onDone: async () => {
      setAdded((count) => count + 1)
      await refreshStaffData(queryClient)
    },
  })
  return (
    <form noValidate onSubmit={form.onSubmit} onInput={form.onInput} className="flex flex-col gap-4">
      {form.failure && <ErrorSummary {...form.summary} failedTitle="Заметка не добавлена" />}
      {form.status === 'sent' && <SavedNotice noticeRef={form.successRef} message={form.sentMessage} />}
      <TextAreaField
        key={added}
        id={form.id('body')}
        name="body"
        label="Новая заметка"
        hint="Видна только сотрудникам агентства."
        required
        rows={4}
        maxLength={LEAD_NOTE_MAX_LENGTH}
        error={form.error('body')}
      />
      <div>
        <SubmitButton pending={form.pending} disabled={!form.hydrated} pendingLabel="Добавляем…" wide>
          Добавить заметку
        </SubmitButton>
      </div>
    </form>
  )
}

/** What the agency's people wrote about the lead, oldest first, and the form for the next note. */
export function LeadNotes({ lead }: { lead: Lead }) {
  return (
    <section aria-labelledby={TITLE_ID} className={`${panelClass} flex flex-col gap-5`}>
      <h2 id={TITLE_ID} className="font-bold text-ink text-lg">
        Заметки
      </h2>
      {lead.notes.length > 0 ? (
        <ol className="flex flex-col gap-3">
          {lead.notes.map((note) => (
            <li key={note.id} className="rounded-xl bg-surface p-4">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
                <span className="font-semibold text-ink">{note.author}</span>
                <span className="text-ink-muted">{formatDateTime(note.created_at)}</span>
              </p>
              <p className="mt-2 whitespace-pre-line break-words text-ink leading-relaxed">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-ink-muted">Заметок пока нет.</p>
      )}
      <NoteForm lead={lead} />
    </section>
  )
}
