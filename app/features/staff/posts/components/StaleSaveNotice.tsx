import { useEffect, useId, useRef } from 'react'
import { formatDateTime } from '../../format.ts'
import { bodyText } from '../body-text.ts'
import type { PostValues } from '../editor-state.ts'

const COMPARED = [
  { label: 'Заголовок', of: (values: Pick<PostValues, 'title'>) => values.title },
  { label: 'Описание для списков', of: (values: Pick<PostValues, 'excerpt'>) => values.excerpt },
  { label: 'Текст', of: (values: Pick<PostValues, 'body'>) => bodyText(values.body) },
] as const

function Version({ title, values, tone }: { title: string; values: Pick<PostValues, 'title' | 'excerpt' | 'body'>; tone: string }) {
  return (
    <section className={`flex min-w-0 flex-col gap-3 rounded-2xl border p-4 ${tone}`}>
      <h3 className="font-bold text-ink">{title}</h3>
      <dl className="flex flex-col gap-3">
        {COMPARED.map(({ label, of }) => (
          <div key={label} className="flex flex-col gap-1">
            <dt className="font-semibold text-ink-muted text-xs uppercase tracking-wider">{label}</dt>
            <dd className="max-h-64 overflow-y-auto whitespace-pre-wrap break-words text-ink text-sm leading-relaxed">
              {of(values) || '—'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/**
 * A save refused because someone else saved first: nothing typed is lost. The notice says so in the
 * API's words, shows the stored version beside ours, and offers to take the stored one or to save
 * ours over it. It takes focus when it appears, so it is announced.
 */
export function StaleSaveNotice({
  title = 'Публикацию уже изменили',
  message,
  theirs,
  ours,
  pending,
  onTakeTheirs,
  onKeepOurs,
}: {
  title?: string
  message: string
  /** The stored version's words and when it was saved. */
  theirs: Pick<PostValues, 'title' | 'excerpt' | 'body'> & { updated_at: string }
  ours: Pick<PostValues, 'title' | 'excerpt' | 'body'>
  pending: boolean
  onTakeTheirs: () => void
  onKeepOurs: () => void
}) {
  const ref = useRef<HTMLElement>(null)
  const titleId = useId()
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
      <div className="grid gap-3 md:grid-cols-2">
        <Version title={`Сохранённая версия (${formatDateTime(theirs.updated_at)})`} values={theirs} tone="border-line bg-white" />
        <Version title="Ваша версия" values={ours} tone="border-amber-300 bg-white" />
      </div>
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
