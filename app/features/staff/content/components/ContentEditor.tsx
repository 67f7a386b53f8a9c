import { useQueryClient } from '@tanstack/react-query'
import { useBlocker, useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type FormEvent, useReducer } from 'react'
import { ErrorSummary, SavedNotice } from '#app/components/form/panels.tsx'
import type { AdminItem } from '../types.ts'
import { panelClass } from '../../components/AdminPageHeader.tsx'
import { useEditorialActions } from '../../editor/use-editorial-actions.ts'
import { PostStatusPanel } from '../../posts/components/PostStatusPanel.tsx'
import { RevisionHistory } from '../../editor/RevisionHistory.tsx'
import { StaleSaveNotice } from '../../posts/components/StaleSaveNotice.tsx'
import { type ContentTypeView, draftOf, formValuesOf } from '../content-types.ts'
import { deleteContent, publishContent, saveContent, unpublishContent } from '../content.functions.ts'
import { contentErrors, contentReducer, initialContentState, isContentDirty, visibleContentErrors } from '../editor-state.ts'
import { contentItemQuery, itemOptionsQuery, refreshContent, tagOptionsQuery } from '../queries.ts'
import { comparedContentFields, type FieldNames } from '../compared-fields.ts'
import { CONTENT_FORM, ContentField } from './ContentField.tsx'

const LEAVE_QUESTION = 'Изменения не сохранены. Уйти со страницы и потерять их?'

const GROUPS = [
  { group: 'main', title: null },
  { group: 'extra', title: 'Дополнительно' },
  { group: 'seo', title: 'Для поисковиков' },
] as const

/**
 * The editor of one item of any kind but posts, its fields as the kind's view describes them: the
 * rules checked as they are typed (the API's own words, its refusals shown by field), and the status
 * panel. A save refused because someone else saved first keeps everything typed and offers to
 * compare; leaving with unsaved changes asks first.
 */
export function ContentEditor({ view, item, parent }: { view: ContentTypeView; item: AdminItem | null; parent?: number }) {
  const [state, dispatch] = useReducer(contentReducer(view), null, () => initialContentState(view, item, parent))
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const save = useServerFn(saveContent)
  const publish = useServerFn(publishContent)
  const unpublish = useServerFn(unpublishContent)
  const remove = useServerFn(deleteContent)
  const type = view.type
  const { form, latest, act, persist, changeStatus, takeTheirs, keepOurs } = useEditorialActions({
    state,
    dispatch,
    isDirty: isContentDirty,
    errorsOf: (values) => contentErrors(view, values),
    save: (base, values) => save({ data: { type, id: base?.id, revision: base?.revision, draft: draftOf(view, values) } }),
    stored: async (next) => {
      queryClient.setQueryData(contentItemQuery(type, next.id).queryKey, next)
      await refreshContent(queryClient)
    },
    created: async (next) => {
      await navigate({ to: '/admin/$type/$id/', params: { type, id: String(next.id) }, replace: true, ignoreBlocker: true })
    },
  })

  useBlocker({
    shouldBlockFn: () => isContentDirty(latest.current) && !window.confirm(LEAVE_QUESTION),
    enableBeforeUnload: () => isContentDirty(latest.current),
  })

  // The lists the form's choices were read from, already loaded with it.
  const names: FieldNames = {
    item: (of, id) => queryClient.getQueryData(itemOptionsQuery(of).queryKey)?.find((option) => String(option.id) === id)?.title,
    tag: (kind, slug) => queryClient.getQueryData(tagOptionsQuery(kind).queryKey)?.find((tag) => tag.slug === slug)?.title,
  }
  const dirty = isContentDirty(state)
  const stored = state.post
  const shown = visibleContentErrors(view, state)
  const errorOf = (field: string) => form.errors[field]?.[0] ?? shown[field]?.[0]

  /** After the item is deleted: the lists are read again and the editor gives way to the list. */
  const onRemoved = async () => {
    await refreshContent(queryClient)
    await navigate({ to: '/admin/$type/', params: { type }, ignoreBlocker: true })
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
            fields={comparedContentFields(view, formValuesOf(view, state.conflict.theirs.fields), state.values, names)}
            savedAt={state.conflict.theirs.updated_at}
            pending={form.pending}
            onTakeTheirs={takeTheirs}
            onKeepOurs={keepOurs}
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
        {stored && (
          <RevisionHistory
            type={type}
            item={stored}
            dirty={dirty}
            compare={(kept) => comparedContentFields(view, formValuesOf(view, kept), formValuesOf(view, stored.fields), names)}
            onRestored={async (restored) => {
              dispatch({ type: 'restored', post: restored })
              queryClient.setQueryData(contentItemQuery(type, restored.id).queryKey, restored)
              await refreshContent(queryClient)
            }}
          />
        )}
      </div>

      <PostStatusPanel
        post={state.post}
        // Only what has a public page of its own (not a client) has one to preview.
        preview={state.post?.path ? type : null}
        words={view.fixed ? null : { deleteLabel: view.deleteLabel, deleteText: view.deleteText }}
        actions={{
          pending: form.pending,
          dirty,
          publish: (at) => act(changeStatus(({ id, revision }) => publish({ data: { type, id, revision, published_at: at } }))),
          unpublish: () => act(changeStatus(({ id, revision }) => unpublish({ data: { type, id, revision } }))),
          remove: () => remove({ data: { type, id: state.post?.id ?? 0 } }),
          onRemoved,
        }}
      />
    </form>
  )
}
