import { useQueryClient } from '@tanstack/react-query'
import { useBlocker, useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type FormEvent, useReducer } from 'react'
import { ErrorSummary, SavedNotice } from '#app/components/form/panels.tsx'
import type { TagRef } from '#shared/contract/common.ts'
import type { PostCategory } from '#shared/contract/editorial.ts'
import type { AdminPost } from '../types.ts'
import { useEditorialActions } from '../../editor/use-editorial-actions.ts'
import {
  draftOf,
  editorReducer,
  initialEditorState,
  isDirty,
  POST_FIELDS,
  type PostField,
  type PostValues,
  postErrors,
  valuesOf,
  visibleErrors,
} from '../editor-state.ts'
import { deletePost, publishPost, savePost, unpublishPost } from '../posts.functions.ts'
import { adminPostQuery, refreshPosts } from '../queries.ts'
import { PostCoverAndTopicsPanel } from './PostCoverAndTopicsPanel.tsx'
import { PostMainPanel } from './PostMainPanel.tsx'
import { PostSeoPanel } from './PostSeoPanel.tsx'
import { PostStatusPanel } from './PostStatusPanel.tsx'
import { POST_FORM, type PostFieldsProps } from './post-form.ts'
import { RevisionHistory } from '../../editor/RevisionHistory.tsx'
import { StaleSaveNotice } from './StaleSaveNotice.tsx'
import { comparedPostFields } from '../compared-fields.ts'

const LEAVE_QUESTION = 'Изменения не сохранены. Уйти со страницы и потерять их?'

/**
 * The post editor: every field of a post with its rules checked as it is typed (the API's own
 * words, its refusals shown by field), in three panels (what it says, its cover and topics, what
 * search engines show), and the status panel. A
 * save refused because someone else saved first keeps everything typed and offers to compare; leaving
 * with unsaved changes asks first.
 */
export function PostEditor({ post, tags, category }: { post: AdminPost | null; tags: TagRef[]; category?: PostCategory }) {
  const [state, dispatch] = useReducer(editorReducer, null, () => initialEditorState(post, category))
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const save = useServerFn(savePost)
  const publish = useServerFn(publishPost)
  const unpublish = useServerFn(unpublishPost)
  const remove = useServerFn(deletePost)
  const { form, latest, act, persist, changeStatus, takeTheirs, keepOurs } = useEditorialActions({
    state,
    dispatch,
    isDirty,
    errorsOf: postErrors,
    save: (base, values) => save({ data: { id: base?.id, revision: base?.revision, draft: draftOf(values) } }),
    stored: async (next) => {
      queryClient.setQueryData(adminPostQuery(next.id).queryKey, next)
      await refreshPosts(queryClient)
    },
    created: async (next) => {
      await navigate({ to: '/admin/posts/$id/', params: { id: String(next.id) }, replace: true, ignoreBlocker: true })
    },
  })

  useBlocker({
    shouldBlockFn: () => isDirty(latest.current) && !window.confirm(LEAVE_QUESTION),
    enableBeforeUnload: () => isDirty(latest.current),
  })

  const { values } = state
  const dirty = isDirty(state)
  const shown = visibleErrors(state)
  const errorOf = (field: PostField) => form.errors[field]?.[0] ?? shown[field]?.[0]

  const edit = <Field extends PostField>(field: Field, value: PostValues[Field]) => {
    dispatch({ type: 'edit', field, value })
    form.setFieldError(field, null)
  }

  const onSave = (event?: FormEvent) => {
    event?.preventDefault()
    act(() => persist())
  }

  /** After the post is deleted: the lists are read again and the editor gives way to the list. */
  const onRemoved = async () => {
    await refreshPosts(queryClient)
    await navigate({ to: '/admin/posts/', ignoreBlocker: true })
  }

  const fields: PostFieldsProps = { values, errorOf, edit }
  const stored = state.post
  return (
    <form noValidate onSubmit={onSave} aria-label="Публикация" className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-5">
        {state.conflict && (
          <StaleSaveNotice
            message={state.conflict.message}
            fields={comparedPostFields(valuesOf(state.conflict.theirs), values, tags)}
            savedAt={state.conflict.theirs.updated_at}
            pending={form.pending}
            onTakeTheirs={takeTheirs}
            onKeepOurs={keepOurs}
          />
        )}
        {form.failure && !state.conflict && (
          <ErrorSummary
            form={POST_FORM}
            failure={form.failure}
            errors={form.errors}
            fields={POST_FIELDS}
            summaryRef={form.summaryRef}
            failedTitle="Не сохранено"
          />
        )}
        {form.status === 'sent' && !dirty && <SavedNotice noticeRef={form.successRef} message={form.sentMessage} />}

        <PostMainPanel {...fields} bodyVersion={state.bodyVersion} />
        <PostCoverAndTopicsPanel {...fields} tags={tags} />
        <PostSeoPanel {...fields} />
        {stored && (
          <RevisionHistory
            type="posts"
            item={stored}
            dirty={dirty}
            compare={(kept) => comparedPostFields(valuesOf({ ...stored, ...kept } as AdminPost), valuesOf(stored), tags)}
            onRestored={async (restored) => {
              dispatch({ type: 'restored', post: restored })
              queryClient.setQueryData(adminPostQuery(restored.id).queryKey, restored)
              await refreshPosts(queryClient)
            }}
          />
        )}
      </div>

      <PostStatusPanel
        post={state.post}
        actions={{
          pending: form.pending,
          dirty,
          publish: (at) => act(changeStatus(({ id, revision }) => publish({ data: { id, revision, published_at: at } }))),
          unpublish: () => act(changeStatus(({ id, revision }) => unpublish({ data: { id, revision } }))),
          remove: () => remove({ data: { id: state.post?.id ?? 0 } }),
          onRemoved,
        }}
      />
    </form>
  )
}
