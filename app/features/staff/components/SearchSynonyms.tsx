import { useServerFn } from '@tanstack/react-start'
import { useRef, useState } from 'react'
import { SubmitButton } from '#app/components/form/buttons.tsx'
import { ErrorSummary } from '#app/components/form/panels.tsx'
import { TextField } from '#app/components/form/text-fields.tsx'
import { useValidatedForm } from '#app/components/form/use-validated-form.ts'
import { ConfirmAction } from '#app/components/ui/ConfirmAction.tsx'
import { modalDialogClass } from '#app/components/ui/dialog.tsx'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import { SearchSynonymsSchema } from '#shared/contract/staff-rules.ts'
import { deleteSynonymGroup, saveSynonymGroup } from '../search-synonyms.functions.ts'
import type { SearchSynonymGroup } from '../types.ts'
import { panelClass } from './AdminPageHeader.tsx'

/** The words of a group as the field holds them: separated by commas. */
const termsText = (terms: readonly string[]) => terms.join(', ')

/** The field's text as terms: split at commas, spaces at either end dropped (an empty one is kept for the rule to name). */
const termsOf = (text: string) => (text.trim() === '' ? [] : text.split(',').map((term) => term.trim()))

/**
 * A group's words, in one field, separated by commas. Checked here with the API's rules; the API
 * then refuses a word another group already has, in its own words, under the field.
 */
function SynonymGroupForm({
  group,
  onSaved,
}: {
  /** The group to change; none for a new one. */
  group?: SearchSynonymGroup
  onSaved: (message: string) => Promise<unknown> | unknown
}) {
  const save = useServerFn(saveSynonymGroup)
  const sessionEnd = useSessionEnd()
  const message = useRef('')
  const form = useValidatedForm({
    name: group ? `synonyms-${group.id}` : 'synonyms-new',
    fields: ['terms'],
    schema: SearchSynonymsSchema,
    read: (field) => ({ terms: termsOf(field.text('terms')) }),
    submit: async (fields) => {
      const outcome = await save({ data: { ...fields, id: group?.id } })
      if (outcome.kind === 'done') message.current = outcome.message
      return outcome
    },
    sessionEnd,
    onDone: () => onSaved(message.current),
  })
  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      onInput={form.onInput}
      aria-label={group ? 'Изменение группы синонимов' : 'Новая группа синонимов'}
      className="flex flex-col gap-5"
    >
      {form.failure && <ErrorSummary {...form.summary} failedTitle="Группа не сохранена" />}
      <TextField
        {...form.field('terms')}
        label="Слова и выражения"
        hint="Через запятую, например: SEO, продвижение, раскрутка сайта"
        defaultValue={group ? termsText(group.terms) : undefined}
        autoComplete="off"
        maxLength={800}
        required
      />
      <div>
        <SubmitButton pending={form.pending} disabled={!form.hydrated} pendingLabel="Сохраняем…">
          {group ? 'Сохранить' : 'Добавить группу'}
        </SubmitButton>
      </div>
    </form>
  )
}

/** «Изменить»: the group's form in a modal dialog; a new form each time it opens. */
function EditSynonymGroup({ group, onSaved }: { group: SearchSynonymGroup; onSaved: (message: string) => Promise<void> }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const [opened, setOpened] = useState(0)
  return (
    <>
      <button
        ref={openerRef}
        type="button"
        aria-haspopup="dialog"
        aria-label={`Изменить группу «${termsText(group.terms)}»`}
        onClick={() => {
          setOpened((count) => count + 1)
          dialogRef.current?.showModal()
        }}
        className="button-secondary min-h-11"
      >
        Изменить
      </button>
      <dialog
        ref={dialogRef}
        aria-label={`Группа «${termsText(group.terms)}»`}
        onClose={() => openerRef.current?.focus()}
        className={modalDialogClass('56rem')}
      >
        <div className="flex flex-col gap-5 p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 className="font-extrabold text-2xl tracking-tight">Изменить группу</h2>
            <button type="button" onClick={() => dialogRef.current?.close()} className="button-secondary min-h-11">
              Закрыть
            </button>
          </div>
          {opened > 0 && (
            <SynonymGroupForm
              key={opened}
              group={group}
              onSaved={async (message) => {
                dialogRef.current?.close()
                await onSaved(message)
              }}
            />
          )}
        </div>
      </dialog>
    </>
  )
}

/** The groups: their words, each group to change or delete. */
export function SynonymGroupList({ groups, onChanged }: { groups: SearchSynonymGroup[]; onChanged: (message: string) => Promise<void> }) {
  const remove = useServerFn(deleteSynonymGroup)
  return (
    <ul className="flex flex-col gap-3">
      {groups.map((group) => (
        <li key={group.id} className={`${panelClass} flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between`}>
          <ul aria-label="Слова группы" className="flex min-w-0 flex-wrap gap-2">
            {group.terms.map((term) => (
              <li key={term} className="rounded-full bg-surface px-3 py-1 font-medium text-ink">
                {term}
              </li>
            ))}
          </ul>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
            <EditSynonymGroup group={group} onSaved={onChanged} />
            <ConfirmAction
              opener="Удалить…"
              openerLabel={`Удалить группу «${termsText(group.terms)}»`}
              title="Удалить группу синонимов?"
              confirmLabel="Удалить"
              pendingLabel="Удаляем…"
              run={() => remove({ data: { id: group.id } })}
              onDone={onChanged}
            >
              Поиск перестанет читать эти слова как одно: по «{group.terms[0]}» найдётся только то, где написано «{group.terms[0]}».
            </ConfirmAction>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Adds a group; the list then shows it. */
export function NewSynonymGroup({ onSaved }: { onSaved: (message: string) => Promise<void> }) {
  // A fresh, empty form after each group added.
  const [added, setAdded] = useState(0)
  return (
    <section aria-labelledby="synonyms-new-title" className={panelClass}>
      <h2 id="synonyms-new-title" className="mb-4 font-bold text-ink text-lg">
        Новая группа
      </h2>
      <SynonymGroupForm
        key={added}
        onSaved={async (message) => {
          setAdded((count) => count + 1)
          await onSaved(message)
        }}
      />
    </section>
  )
}
