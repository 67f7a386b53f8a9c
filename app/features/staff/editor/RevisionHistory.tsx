import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useId, useState } from 'react'
import type { ContentRevision, EditorialType } from '#shared/contract/editorial.ts'
import { panelClass } from '../components/AdminPageHeader.tsx'
import { formatDateTime } from '../format.ts'
import { type ComparedField, changedFields } from './compared-fields.ts'
import { fetchRevision, fetchRevisions, restoreRevision } from './revisions.functions.ts'

/** Whose history: posts or another kind of content. */
export type RevisedType = 'posts' | EditorialType

const revisionsKey = (type: RevisedType, id: number) => ['staff', 'revisions', type, id] as const

const revisionsQuery = (type: RevisedType, id: number, current: number) =>
  queryOptions({
    // The item's revision is part of the key: every save lists the history anew.
    queryKey: [...revisionsKey(type, id), current],
    queryFn: () => fetchRevisions({ data: { type, id } }),
  })

const revisionQuery = (type: RevisedType, id: number, revision: number) =>
  queryOptions({
    queryKey: [...revisionsKey(type, id), 'one', revision],
    queryFn: () => fetchRevision({ data: { type, id, revision } }),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** A kept save beside what is stored now: the fields that differ, or that none does. */
function Comparison({ fields, number }: { fields: ComparedField[]; number: number }) {
  const changed = changedFields(fields)
  if (changed.length === 0) return <p className="text-ink-muted text-sm">Версия {number} совпадает с сохранённой сейчас.</p>
  return (
    <dl className="flex flex-col gap-3 text-sm">
      {changed.map((field) => (
        <div key={field.label} className="flex flex-col gap-1">
          <dt className="font-semibold text-ink">{field.label}</dt>
          <dd className="grid gap-1">
            <span className="max-h-40 overflow-y-auto whitespace-pre-wrap break-words rounded-lg bg-red-50 px-2 py-1 text-red-900">
              <span className="font-semibold">Версия {number}: </span>
              {field.theirs || '—'}
            </span>
            <span className="max-h-40 overflow-y-auto whitespace-pre-wrap break-words rounded-lg bg-emerald-50 px-2 py-1 text-emerald-950">
              <span className="font-semibold">Сейчас: </span>
              {field.ours || '—'}
            </span>
          </dd>
          {field.note && <dd className="text-ink-muted">{field.note}</dd>}
        </div>
      ))}
    </dl>
  )
}

/**
 * The item's history, under its fields: every save kept whole (who, when), the newest first.
 * Any of them can be compared with what is stored now and restored: the restore is a new save of
 * the kept fields (checked by today's rules), so nothing later is lost and it can itself be undone.
 */
export function RevisionHistory<Item extends { id: number; revision: number }>({
  type,
  item,
  dirty,
  compare,
  onRestored,
}: {
  type: RevisedType
  item: Item
  /** Unsaved changes, which a restore would replace. */
  dirty: boolean
  /** A kept save's fields beside the stored item's, in the editor's words. */
  compare: (fields: ContentRevision['fields']) => ComparedField[]
  onRestored: (restored: Item) => void
}) {
  const titleId = useId()
  const queryClient = useQueryClient()
  const restore = useServerFn(restoreRevision)
  const [open, setOpen] = useState<number | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const { data: revisions, isError } = useQuery(revisionsQuery(type, item.id, item.revision))
  const { data: opened } = useQuery({ ...revisionQuery(type, item.id, open ?? 0), enabled: open !== null })

  const restoreOne = async (id: number, number: number) => {
    const warning = dirty ? ' Несохранённые изменения пропадут.' : ''
    if (!window.confirm(`Восстановить версию ${number}? Она станет текущей новой версией, все версии останутся в истории.${warning}`))
      return
    setPending(true)
    const outcome = await restore({ data: { type, id: item.id, revision: id, current: item.revision } })
    setPending(false)
    if (outcome.kind === 'done') {
      setOpen(null)
      setMessage(outcome.message)
      await queryClient.invalidateQueries({ queryKey: revisionsKey(type, item.id) })
      onRestored(outcome.post as Item)
    } else if ('message' in outcome) setMessage(outcome.message)
    else setMessage('Не удалось восстановить версию. Попробуйте ещё раз.')
  }

  return (
    <section aria-labelledby={titleId} className={`${panelClass} flex flex-col gap-4`}>
      <h2 id={titleId} className="font-bold text-ink text-lg">
        История версий
      </h2>
      {message && (
        <p role="status" className="text-ink text-sm">
          {message}
        </p>
      )}
      {isError && <p className="text-red-700 text-sm">Историю не удалось загрузить. Обновите страницу.</p>}
      {revisions && revisions.length === 0 && <p className="text-ink-muted text-sm">Сохранённых версий пока нет.</p>}
      {revisions && revisions.length > 0 && (
        <ol className="flex flex-col divide-y divide-line">
          {revisions.map((revision, index) => (
            <li key={revision.id} className="flex flex-col gap-2 py-3">
              <p className="text-sm">
                <span className="font-semibold text-ink">Версия {revision.revision}</span>
                {index === 0 && <span className="text-ink-muted"> — текущая</span>}
                <br />
                <span className="text-ink-muted">
                  {revision.author.name}, {formatDateTime(revision.created_at)}
                </span>
              </p>
              {index > 0 && (
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="button-secondary px-3 py-1.5 text-sm"
                    aria-expanded={open === revision.id}
                    onClick={() => setOpen(open === revision.id ? null : revision.id)}
                  >
                    {open === revision.id ? 'Скрыть различия' : 'Сравнить с текущей'}
                  </button>
                  <button
                    type="button"
                    className="button-secondary px-3 py-1.5 text-sm"
                    aria-disabled={pending || undefined}
                    onClick={() => !pending && restoreOne(revision.id, revision.revision)}
                  >
                    Восстановить
                  </button>
                </div>
              )}
              {open === revision.id &&
                (opened && opened.id === revision.id ? (
                  <Comparison fields={compare(opened.fields)} number={revision.revision} />
                ) : (
                  <p className="text-ink-muted text-sm">Загружаем версию…</p>
                ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
