import { useQueryClient } from '@tanstack/react-query'
import { useBlocker, useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type FormEvent, useReducer, useRef } from 'react'
import type { FormOutcome } from '#app/components/form/outcome.ts'
import { ErrorSummary, SavedNotice } from '#app/components/form/panels.tsx'
import { useFormSubmission } from '#app/components/form/use-form-submission.ts'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import type { AdminItem } from '#shared/contract/editorial.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import { panelClass } from '../../components/AdminPageHeader.tsx'
import { PostStatusPanel } from '../../posts/components/PostStatusPanel.tsx'
import { StaleSaveNotice } from '../../posts/components/StaleSaveNotice.tsx'
import type { EditorialOutcome } from '../../posts/post-action.server.ts'
import { type ContentTypeView, draftOf, formValuesOf } from '../content-types.ts'
import { deleteContent, publishContent, saveContent, unpublishContent } from '../content.functions.ts'
import {
  type ContentState,
  comparedWords,
  contentErrors,
  contentReducer,
  initialContentState,
  isContentDirty,
  visibleContentErrors,
} from '../editor-state.ts'
import { contentItemQuery, refreshContent } from '../queries.ts'
import { CONTENT_FORM, ContentField } from './ContentField.tsx'

type Outcome = EditorialOutcome<AdminItem>

const LEAVE_QUESTION = 'Изменения не сохранены. Уйти со страницы и потерять их?'

const GROUPS = [
  { group: 'main', title: null },
  { group: 'extra', title: 'Дополнительно' },
  { group: 'seo', title: 'Для поисковиков' },
] as const

/** A refusal for a stale save is the notice's, not the error summary's. */
const formOutcomeOf = (outcome: Outcome): FormOutcome =>
  outcome.kind === 'conflict' ? { kind: 'invalid', message: outcome.message, errors: {} } : outcome

/**
 * The editor of one item of any kind but posts, its fields as the kind's view describes them: the
 * rules checked as they are typed (the API's own words, its refusals shown by field), and the status
 * panel. A save refused because someone else saved first keeps everything typed and offers to
 * compare; leaving with unsaved changes asks first.
 */
export function ContentEditor({ view, item, parent }: { view: ContentTypeView; item: AdminItem | null; parent?: number }) {
  const [state, dispatch] = useReducer(contentReducer(view), null, () => initialContentState(view, item, parent))
  const latest = useRef<ContentState>(state)
  latest.current = state
  const form = useFormSubmission()
  const sessionEnd = useSessionEnd()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const save = useServerFn(saveContent)
  const publish = useServerFn(publishContent)
  const unpublish = useServerFn(unpublishContent)
  const remove = useServerFn(deleteContent)
  const type = view.type

  useBlocker({
    shouldBlockFn: () => isContentDirty(latest.current) && !window.confirm(LEAVE_QUESTION),
    enableBeforeUnload: () => isContentDirty(latest.current),
  })

  const dirty = isContentDirty(state)
  const shown = visibleContentErrors(view, state)
  const errorOf = (field: string) => form.errors[field]?.[0] ?? shown[field]?.[0]

  const stored = async (next: AdminItem) => {
    queryClient.setQueryData(contentItemQuery(type, next.id).queryKey, next)
    await refreshContent(queryClient)
  }

  /** Saves what is typed: the stored item, or the outcome that stopped it. */
  const persist = async (base = latest.current.item): Promise<Outcome> => {
    const sent = latest.current.values
    const outcome = await save({ data: { type, id: base?.id, revision: base?.revision, draft: draftOf(view, sent) } })
    if (outcome.kind === 'done') {
      dispatch({ type: 'saved', sent, item: outcome.post })
      await stored(outcome.post)
    } else if (outcome.kind === 'conflict') dispatch({ type: 'conflict', message: outcome.message, theirs: outcome.theirs })
    return outcome
  }

  /** Runs an action once the fields pass the rules; a new item then moves to its own address. */
  const act = (run: () => Promise<Outcome>) => {
    if (form.pending) return
    const errors = contentErrors(view, latest.current.values)
    if (Object.keys(errors).length > 0) {
      dispatch({ type: 'touch-all' })
      return form.fail(VALIDATION_MESSAGE, errors)
    }
    void form.send(async () => {
      const outcome = await run()
      if (await sessionEnd(formOutcomeOf(outcome))) return formOutcomeOf(outcome)
      if (outcome.kind === 'done' && !item) {
        await navigate({ to: '/admin/$type/$id/', params: { type, id: String(outcome.post.id) }, replace: true, ignoreBlocker: true })
      }
      return formOutcomeOf(outcome)
    })
  }

  const changeStatus = (call: (ref: { id: number; revision: number }) => Promise<Outcome>) => async () => {
    let current = latest.current.item
    if (!current || isContentDirty(latest.current)) {
      const saved = await persist()
      if (saved.kind !== 'done') return saved
      current = saved.post
    }
    const outcome = await call({ id: current.id, revision: current.revision })
    if (outcome.kind === 'done') {
      dispatch({ type: 'status-changed', item: outcome.post })
      await stored(outcome.post)
    } else if (outcome.kind === 'conflict') dispatch({ type: 'conflict', message: outcome.message, theirs: outcome.theirs })
    return outcome
  }

  const onDelete = () => {
    const current = latest.current.item
    if (!current || form.pending) return
    void form.send(async () => {
      const outcome = await remove({ data: { type, id: current.id } })
      if (await sessionEnd(outcome)) return outcome
      if (outcome.kind === 'done') {
        await refreshContent(queryClient)
        await navigate({ to: '/admin/$type/', params: { type }, ignoreBlocker: true })
      }
      return outcome
    })
  }

  const onSave = (event: FormEvent) => {
    event.preventDefault()
    act(() => persist())
  }

  return (
    <form noValidate onSubmit={onSave} aria-label={view.title} className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-5">
        {state.conflict && (
          <StaleSaveNotice
            title={view.staleTitle}
            message={state.conflict.message}
            theirs={{
              ...comparedWords(view, formValuesOf(view, state.conflict.theirs.fields)),
              updated_at: state.conflict.theirs.updated_at,
            }}
            ours={comparedWords(view, state.values)}
            pending={form.pending}
            onTakeTheirs={() => dispatch({ type: 'take-theirs' })}
            onKeepOurs={() => {
              const theirs = state.conflict?.theirs
              dispatch({ type: 'keep-ours' })
              // Saved from the stored revision: ours goes over theirs.
              act(() => persist(theirs))
            }}
          />
        )}
        {form.failure && !state.conflict && (
          <ErrorSummary
            form={CONTENT_FORM}
            failure={form.failure}
            errors={form.errors}
            fields={view.fields.map((field) => field.name)}
            summaryRef={form.summaryRef}
            failedTitle="Не сохранено"
          />
        )}
        {form.status === 'sent' && !dirty && <SavedNotice noticeRef={form.successRef} message={form.sentMessage} />}

        {GROUPS.map(({ group, title }) => {
          const fields = view.fields.filter((field) => field.group === group)
          if (fields.length === 0) return null
          return (
            <section key={group} className={`${panelClass} flex flex-col gap-5`} aria-label={title ?? view.title}>
              {title && <h2 className="font-bold text-ink text-lg">{title}</h2>}
              {fields.map((spec) => (
                <ContentField
                  key={spec.name}
                  spec={spec}
                  values={state.values}
                  error={errorOf(spec.name)}
                  bodyVersion={state.bodyVersion}
                  onChange={(value) => {
                    dispatch({ type: 'edit', field: spec.name, value })
                    form.setFieldError(spec.name, null)
                  }}
                />
              ))}
            </section>
          )
        })}
      </div>

      <PostStatusPanel
        post={state.item}
        preview={false}
        words={view.fixed ? null : { deleteQuestion: view.deleteQuestion, deleteLabel: view.deleteLabel }}
        actions={{
          pending: form.pending,
          dirty,
          publish: (at) => act(changeStatus(({ id, revision }) => publish({ data: { type, id, revision, published_at: at } }))),
          unpublish: () => act(changeStatus(({ id, revision }) => unpublish({ data: { type, id, revision } }))),
          remove: onDelete,
        }}
      />
    </form>
  )
}
