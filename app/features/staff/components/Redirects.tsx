import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type FormEvent, useRef, useState } from 'react'
import { SubmitButton } from '#app/components/form/buttons.tsx'
import { ErrorSummary } from '#app/components/form/panels.tsx'
import { SelectField } from '#app/components/form/SelectField.tsx'
import { TextField } from '#app/components/form/text-fields.tsx'
import { fieldReader, useValidatedForm } from '#app/components/form/use-validated-form.ts'
import { modalDialogClass } from '#app/components/ui/dialog.tsx'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import { REDIRECT_STATUSES } from '#shared/contract/staff.ts'
import type { RedirectEntry } from '../types.ts'
import { RedirectSchema } from '#shared/contract/staff-rules.ts'
import { formatDateTime } from '../format.ts'
import { STAFF_SEARCH_MAX_LENGTH } from '#shared/contract/staff.ts'
import { deleteRedirect, saveRedirect } from '../redirects.functions.ts'
import { panelClass } from './AdminPageHeader.tsx'
import { ConfirmAction } from '#app/components/ui/ConfirmAction.tsx'
import { SearchField } from './SearchField.tsx'

type RedirectStatus = RedirectEntry['status']

const REDIRECT_STATUS_LABELS: Record<RedirectStatus, string> = {
  301: '301 — навсегда',
  302: '302 — временно',
  307: '307 — временно, тот же метод',
  308: '308 — навсегда, тот же метод',
}

const STATUS_OPTIONS = REDIRECT_STATUSES.map((status) => ({ value: String(status), label: REDIRECT_STATUS_LABELS[status] }))

/** The two addresses of a redirect, as its form asks them. */
const PATH_FIELDS = [
  { name: 'from_path', label: 'Старый адрес', hint: 'Путь на этом сайте, например /old-page/' },
  { name: 'to_path', label: 'Куда вести', hint: 'Конечный адрес, например /news/new-page/' },
] as const

/**
 * A redirect's fields: the old address, where it leads, and the code. Checked here with the API's
 * rules; the API then refuses chains and loops (one hop only) in its own words, under the field.
 */
function RedirectForm({
  redirect,
  onSaved,
}: {
  /** The redirect to change; none for a new one. */
  redirect?: RedirectEntry
  onSaved: (message: string) => Promise<unknown> | unknown
}) {
  const save = useServerFn(saveRedirect)
  const sessionEnd = useSessionEnd()
  const message = useRef('')
  const name = redirect ? `redirect-${redirect.id}` : 'redirect-new'
  const form = useValidatedForm({
    name,
    fields: ['from_path', 'to_path', 'status'],
    schema: RedirectSchema,
    read: (field) => ({
      from_path: field.trimmed('from_path'),
      to_path: field.trimmed('to_path'),
      status: Number(field.text('status')) as RedirectStatus,
    }),
    submit: async (fields) => {
      const outcome = await save({ data: { ...fields, id: redirect?.id } })
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
      aria-label={redirect ? 'Изменение переадресации' : 'Новая переадресация'}
      className="flex flex-col gap-5"
    >
      {form.failure && <ErrorSummary {...form.summary} failedTitle="Переадресация не сохранена" />}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_18rem]">
        {PATH_FIELDS.map(({ name: field, label, hint }) => (
          <TextField
            key={field}
            {...form.field(field)}
            label={label}
            hint={hint}
            defaultValue={redirect?.[field]}
            autoComplete="off"
            maxLength={500}
            required
          />
        ))}
        <SelectField {...form.field('status')} label="Код ответа" options={STATUS_OPTIONS} defaultValue={String(redirect?.status ?? 301)} />
      </div>
      <div>
        <SubmitButton pending={form.pending} disabled={!form.hydrated} pendingLabel="Сохраняем…">
          {redirect ? 'Сохранить' : 'Добавить переадресацию'}
        </SubmitButton>
      </div>
    </form>
  )
}

/** «Изменить»: the redirect's form in a modal dialog; a new form each time it opens. */
function EditRedirect({ redirect, onSaved }: { redirect: RedirectEntry; onSaved: (message: string) => Promise<void> }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const [opened, setOpened] = useState(0)
  return (
    <>
      <button
        ref={openerRef}
        type="button"
        aria-haspopup="dialog"
        aria-label={`Изменить переадресацию с ${redirect.from_path}`}
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
        aria-label={`Переадресация с ${redirect.from_path}`}
        onClose={() => openerRef.current?.focus()}
        className={modalDialogClass('56rem')}
      >
        <div className="flex flex-col gap-5 p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 className="font-extrabold text-2xl tracking-tight">Изменить переадресацию</h2>
            <button type="button" onClick={() => dialogRef.current?.close()} className="button-secondary min-h-11">
              Закрыть
            </button>
          </div>
          {opened > 0 && (
            <RedirectForm
              key={opened}
              redirect={redirect}
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

/** The redirects of a page: old address → new, the code, when added; each to change or delete. */
export function RedirectList({ redirects, onChanged }: { redirects: RedirectEntry[]; onChanged: (message: string) => Promise<void> }) {
  const remove = useServerFn(deleteRedirect)
  return (
    <ul className="flex flex-col gap-3">
      {redirects.map((redirect) => (
        <li key={redirect.id} className={`${panelClass} flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between`}>
          <div className="flex min-w-0 flex-col gap-1">
            <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 font-mono text-ink">
              <span className="break-all">{redirect.from_path}</span>
              <span aria-hidden="true" className="text-ink-muted">
                →
              </span>
              <span className="sr-only">ведёт на</span>
              <span className="break-all font-semibold">{redirect.to_path}</span>
            </p>
            <p className="text-ink-muted text-sm">
              {REDIRECT_STATUS_LABELS[redirect.status]} · добавлена {formatDateTime(redirect.created_at)}
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <EditRedirect redirect={redirect} onSaved={onChanged} />
            <ConfirmAction
              opener="Удалить…"
              openerLabel={`Удалить переадресацию с ${redirect.from_path}`}
              title="Удалить переадресацию?"
              confirmLabel="Удалить"
              pendingLabel="Удаляем…"
              run={() => remove({ data: { id: redirect.id } })}
              onDone={onChanged}
            >
              Адрес {redirect.from_path} перестанет вести на {redirect.to_path}: если страницы по нему нет, посетители увидят «Страница не
              найдена».
            </ConfirmAction>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** The search over both addresses; it lives in the address (`?q=`) and starts again from the first page. */
export function RedirectSearch({ q, onApply }: { q: string | undefined; onApply: (q: string | undefined) => void }) {
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const typed = fieldReader(new FormData(event.currentTarget)).trimmed('q')
    onApply(typed || undefined)
  }
  return (
    <search aria-label="Поиск переадресаций">
      <form key={q ?? ''} method="get" action="/admin/redirects/" onSubmit={apply} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-96">
          <SearchField
            id="redirects-q"
            label="Поиск по адресам"
            value={q}
            maxLength={STAFF_SEARCH_MAX_LENGTH}
            placeholder="Часть старого или нового адреса"
          />
        </div>
        <div className="flex items-center gap-3">
          <button type="submit" className="button-primary">
            Найти
          </button>
          {q && (
            <Link to="/admin/redirects/" className="rounded-full px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50">
              Сбросить
            </Link>
          )}
        </div>
      </form>
    </search>
  )
}

/** Adds a redirect; the list then shows it. */
export function NewRedirect({ onSaved }: { onSaved: (message: string) => Promise<void> }) {
  // A fresh, empty form after each redirect added.
  const [added, setAdded] = useState(0)
  return (
    <section aria-labelledby="redirect-new-title" className={panelClass}>
      <h2 id="redirect-new-title" className="mb-4 font-bold text-ink text-lg">
        Новая переадресация
      </h2>
      <RedirectForm
        key={added}
        onSaved={async (message) => {
          setAdded((count) => count + 1)
          await onSaved(message)
        }}
      />
    </section>
  )
}
