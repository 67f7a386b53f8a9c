import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { controlClass, FieldError } from '#app/components/form/field-frame.tsx'
import { controlAttributes, errorIdOf } from '#app/components/form/field-ids.ts'
import type { EditorialSummary, EditorialType } from '#shared/contract/editorial.ts'
import type { FormOutcome } from '#app/components/form/outcome.ts'
import { ConfirmAction } from '#app/components/ui/ConfirmAction.tsx'
import { ContentStatusBadge } from '../../components/ContentStatusBadge.tsx'
import { panelClass } from '../../components/AdminPageHeader.tsx'
import { isoToMoscowLocal, scheduleMoment } from '../../editor/moscow-time.ts'
import { formatDateTime } from '../../format.ts'

const linkClass = 'font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-600'

export interface StatusActions {
  pending: boolean
  /** Unsaved changes: publishing saves them first. */
  dirty: boolean
  publish: (at?: string) => void
  unpublish: () => void
  /** Deletes the item (asked first); its outcome stays in the question's dialog. */
  remove: () => Promise<FormOutcome>
  onRemoved: () => Promise<unknown>
}

/** What the panel shows of an item: its status, public address (null: none of its own) and old addresses. */
export interface StatusPanelItem extends EditorialSummary {
  path: string | null
  former_paths: string[]
}

/** The panel's words for a kind of item; a post's by default. */
export interface StatusPanelWords {
  /** «Удалить публикацию»: the button, and the question's title with a question mark. */
  deleteLabel: string
  /** What the question says will happen to the item. */
  deleteText: (title: string) => string
}

const POST_WORDS: StatusPanelWords = {
  deleteLabel: 'Удалить публикацию',
  deleteText: (title) => `«${title}» исчезнет из управления и с сайта, её адреса перестанут открываться. Это нельзя отменить.`,
}

/**
 * Where an item stands and what can be done with it: save, publish now or at a moment (Moscow
 * time), take it off the site, delete it (asked twice, where it may be deleted), a post's preview,
 * its public page, and its old addresses that answer 301.
 */
export function PostStatusPanel({
  post,
  actions,
  words = POST_WORDS,
  preview = 'posts',
}: {
  post: StatusPanelItem | null
  actions: StatusActions
  words?: StatusPanelWords | null
  /** Whose preview the panel links to: a post's, another kind's, or none (an item with no page of its own). */
  preview?: 'posts' | EditorialType | null
}) {
  const [schedule, setSchedule] = useState(() =>
    post?.status === 'scheduled' && post.published_at ? isoToMoscowLocal(post.published_at) : '',
  )
  const [scheduleError, setScheduleError] = useState<string | null>(null)
  const id = useId()
  const scheduleId = `${id}-schedule`
  const onSite = post?.status === 'published'
  const waiting = post?.status === 'scheduled'

  const scheduleIt = () => {
    const moment = scheduleMoment(schedule)
    if ('error' in moment) return setScheduleError(moment.error)
    setScheduleError(null)
    actions.publish(moment.iso)
  }

  return (
    <aside aria-labelledby={`${id}-title`} className={`${panelClass} flex flex-col gap-5 lg:sticky lg:top-6`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="font-bold text-ink text-lg">
          Публикация
        </h2>
        {post && <ContentStatusBadge status={post.status} />}
      </div>
      {post?.published_at && (onSite || waiting) && (
        <p className="text-ink-muted text-sm">
          {onSite ? 'На сайте с ' : 'Выйдет '}
          {formatDateTime(post.published_at)} (по Москве)
        </p>
      )}
      {actions.dirty && <p className="font-medium text-amber-800 text-sm">Есть несохранённые изменения.</p>}

      <div className="flex flex-col gap-2">
        <button type="submit" className="button-primary w-full" aria-disabled={actions.pending || undefined}>
          {actions.pending ? 'Сохраняем…' : !post || post.status === 'draft' ? 'Сохранить черновик' : 'Сохранить изменения'}
        </button>
        {!onSite && (
          <button
            type="button"
            className="button-secondary w-full"
            aria-disabled={actions.pending || undefined}
            onClick={() => !actions.pending && actions.publish()}
          >
            {actions.dirty || !post ? 'Сохранить и опубликовать сейчас' : 'Опубликовать сейчас'}
          </button>
        )}
      </div>

      {!onSite && (
        <fieldset className="flex flex-col gap-2 border-line border-t pt-4">
          <legend className="sr-only">Запланировать публикацию</legend>
          <label htmlFor={scheduleId} className="font-semibold text-ink">
            Запланировать на
          </label>
          <p id={`${scheduleId}-hint`} className="-mt-1 text-ink-muted text-sm">
            Дата и время по Москве (UTC+3): публикация выйдет сама.
          </p>
          <input
            {...controlAttributes({ id: scheduleId, name: 'schedule', hint: 'yes', error: scheduleError ?? undefined })}
            type="datetime-local"
            value={schedule}
            onChange={(event) => {
              setSchedule(event.currentTarget.value)
              setScheduleError(null)
            }}
            className={controlClass}
          />
          <FieldError id={errorIdOf(scheduleId)} message={scheduleError ?? undefined} />
          <button
            type="button"
            className="button-secondary w-full"
            aria-disabled={actions.pending || undefined}
            onClick={() => !actions.pending && scheduleIt()}
          >
            {waiting ? 'Перенести публикацию' : 'Запланировать'}
          </button>
        </fieldset>
      )}

      {post && (onSite || waiting) && (
        <button
          type="button"
          className="button-secondary w-full"
          aria-disabled={actions.pending || undefined}
          onClick={() => !actions.pending && actions.unpublish()}
        >
          {onSite ? 'Снять с публикации' : 'Отменить публикацию'}
        </button>
      )}

      {post && (preview || post.path) && (
        <div className="flex flex-col gap-2 border-line border-t pt-4 text-sm">
          {preview && (
            <>
              {preview === 'posts' ? (
                <Link to="/admin/posts/$id/preview/" params={{ id: String(post.id) }} target="_blank" className={linkClass}>
                  Предпросмотр ↗
                </Link>
              ) : (
                <Link to="/admin/$type/$id/preview/" params={{ type: preview, id: String(post.id) }} target="_blank" className={linkClass}>
                  Предпросмотр ↗
                </Link>
              )}
              <span className="text-ink-muted">Показывает сохранённую версию.</span>
            </>
          )}
          {onSite && post.path && (
            <a href={post.path} target="_blank" rel="noopener" className={linkClass}>
              Открыть на сайте ↗
            </a>
          )}
          {post.path && <p className="break-all text-ink-muted">Адрес: {post.path}</p>}
        </div>
      )}

      {post && post.former_paths.length > 0 && (
        <div className="flex flex-col gap-2 border-line border-t pt-4 text-sm">
          <h3 className="font-semibold text-ink">Прежние адреса</h3>
          <p className="text-ink-muted">Ведут сюда (301):</p>
          <ul className="flex flex-col gap-1">
            {post.former_paths.map((path) => (
              <li key={path} className="break-all text-ink">
                {path}
              </li>
            ))}
          </ul>
        </div>
      )}

      {post && words && (
        <div className="flex flex-col gap-2 border-line border-t pt-4">
          <ConfirmAction
            opener={words.deleteLabel}
            title={`${words.deleteLabel}?`}
            confirmLabel="Удалить"
            pendingLabel="Удаляем…"
            run={actions.remove}
            onDone={actions.onRemoved}
          >
            {words.deleteText(post.title)}
          </ConfirmAction>
        </div>
      )}
    </aside>
  )
}
