import { useEffect, useId, useRef } from 'react'
import { type ComparedField, changedFields } from '../../editor/compared-fields.ts'
import { formatDateTime } from '../../format.ts'
import { plural } from '#app/lib/plural.ts'

function Version({ title, fields, side, tone }: { title: string; fields: ComparedField[]; side: 'theirs' | 'ours'; tone: string }) {
  return (
    <section className={`flex min-w-0 flex-col gap-3 rounded-2xl border p-4 ${tone}`}>
      <h3 className="font-bold text-ink">{title}</h3>
      <dl className="flex flex-col gap-3">
        {fields.map((field) => (
          <div key={field.label} className="flex flex-col gap-1">
            <dt className="font-semibold text-ink-muted text-xs uppercase tracking-wider">{field.label}</dt>
            <dd className="max-h-64 overflow-y-auto whitespace-pre-wrap break-words text-ink text-sm leading-relaxed">
              {field[side] || '—'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** Which fields differ, and that the others are the same in both versions. */
function Summary({ changed, total }: { changed: ComparedField[]; total: number }) {
  if (changed.length === 0) return <p>Поля обеих версий совпадают: можно взять сохранённую, ничего не потеряв.</p>
  const same = total - changed.length
  return (
    <>
      <p>
        {changed.length === 1 ? 'Отличается поле' : 'Отличаются поля'}: {changed.map((field) => `«${field.label}»`).join(', ')}.
        {same > 0 &&
          ` ${same === 1 ? 'Остальное' : 'Остальные'} ${same} ${plural(same, 'поле совпадает', 'поля совпадают', 'полей совпадают')}.`}
      </p>
      {changed
        .filter((field) => field.note)
        .map((field) => (
          <p key={field.label}>
            «{field.label}»: {field.note}
          </p>
        ))}
    </>
  )
}

/**
 * A save refused because someone else saved first: nothing typed is lost. The notice says so in the
 * API's words, names the fields that differ (every field of the item is compared), shows them as
 * stored beside ours, and offers to take the stored version or to save ours over it. It takes focus
 * when it appears, so it is announced.
 */
export function StaleSaveNotice({
  title = 'Публикацию уже изменили',
  message,
  fields,
  savedAt,
  pending,
  onTakeTheirs,
  onKeepOurs,
}: {
  title?: string
  message: string
  /** Every field of the item, as stored and as ours. */
  fields: ComparedField[]
  /** When the stored version was saved. */
  savedAt: string
  pending: boolean
  onTakeTheirs: () => void
  onKeepOurs: () => void
}) {
  const ref = useRef<HTMLElement>(null)
  const titleId = useId()
  const changed = changedFields(fields)
  useEffect(() => ref.current?.focus(), [])
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      className="flex scroll-mt-32 flex-col gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6"
    >
      <h2 id={titleId} className="font-bold text-lg">
        {title}
      </h2>
      <p className="leading-relaxed">{message}</p>
      <Summary changed={changed} total={fields.length} />
      {changed.length > 0 && (
        <div className="grid gap-3 md:grid-cols-2">
          <Version title={`Сохранённая версия (${formatDateTime(savedAt)})`} fields={changed} side="theirs" tone="border-line bg-white" />
          <Version title="Ваша версия" fields={changed} side="ours" tone="border-amber-300 bg-white" />
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="button-primary" aria-disabled={pending || undefined} onClick={() => !pending && onKeepOurs()}>
          Сохранить мою версию поверх
        </button>
        <button type="button" className="button-secondary" aria-disabled={pending || undefined} onClick={() => !pending && onTakeTheirs()}>
          Взять сохранённую версию
        </button>
      </div>
    </section>
  )
}
