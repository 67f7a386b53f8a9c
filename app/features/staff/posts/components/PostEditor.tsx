import { useQueryClient } from '@tanstack/react-query'
import { useBlocker, useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { type FormEvent, lazy, type ReactNode, Suspense, useReducer } from 'react'
import { controlClass, FieldError, FieldFrame, labelClass, Optional } from '#app/components/form/field-frame.tsx'
import { controlAttributes, errorIdOf, fieldId, hintIdOf } from '#app/components/form/field-ids.ts'
import { ErrorSummary, SavedNotice } from '#app/components/form/panels.tsx'
import type { TagRef } from '#shared/contract/common.ts'
import { type PostCategory, POST_CATEGORIES, POST_CATEGORY_LABELS } from '#shared/contract/editorial.ts'
import type { AdminPost } from '../types.ts'
import { panelClass } from '../../components/AdminPageHeader.tsx'
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
  suggestSlug,
  visibleErrors,
} from '../editor-state.ts'
import { deletePost, publishPost, savePost, unpublishPost } from '../posts.functions.ts'
import { adminPostQuery, refreshPosts } from '../queries.ts'
import { OG_IMAGE_LABEL, ogImageDefaultText } from '../../editor/og-image.ts'
import { CoverField, OG_IMAGE_WORDS } from './CoverField.tsx'
import { PostStatusPanel } from './PostStatusPanel.tsx'
import { StaleSaveNotice } from './StaleSaveNotice.tsx'

// The editor (Tiptap and ProseMirror, the largest piece of the staff area) loads with the editor screen only.
const RichTextEditor = lazy(() => import('../../editor/RichTextEditor.tsx').then((module) => ({ default: module.RichTextEditor })))

const FORM = 'post'
const LEAVE_QUESTION = 'Изменения не сохранены. Уйти со страницы и потерять их?'

/** A text field of the form, controlled: what is typed is checked as it is typed. */
function TextInput({
  field,
  label,
  value,
  error,
  hint,
  optional,
  placeholder,
  maxLength,
  multiline,
  onChange,
  after,
}: {
  field: PostField
  label: string
  value: string
  error?: string
  hint?: string
  optional?: boolean
  placeholder?: string
  maxLength: number
  multiline?: boolean
  onChange: (value: string) => void
  after?: ReactNode
}) {
  const id = fieldId(FORM, field)
  const attributes = { ...controlAttributes({ id, name: field, hint, error }), value, placeholder, maxLength }
  return (
    <FieldFrame id={id} label={label} hint={hint} optional={optional} error={error}>
      {multiline ? (
        <textarea
          {...attributes}
          rows={3}
          aria-required={!optional || undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
          className={`${controlClass} resize-y leading-relaxed`}
        />
      ) : (
        <input
          {...attributes}
          type="text"
          aria-required={!optional || undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
          className={controlClass}
        />
      )}
      {after}
    </FieldFrame>
  )
}

/**
 * The post editor: every field of a post with its rules checked as it is typed (the API's own
 * words, its refusals shown by field), the body in the rich-text editor, and the status panel. A
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

  /** What ties a text field to its value, its problem and its edits. */
  const textField = (field: 'title' | 'slug' | 'excerpt' | 'seo_title' | 'seo_description') => ({
    field,
    value: values[field],
    error: errorOf(field),
    onChange: (text: string) => edit(field, text),
  })

  const suggestion = suggestSlug(values.title)
  return (
    <form noValidate onSubmit={onSave} aria-label="Публикация" className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-5">
        {state.conflict && (
          <StaleSaveNotice
            message={state.conflict.message}
            theirs={state.conflict.theirs}
            ours={values}
            pending={form.pending}
            onTakeTheirs={takeTheirs}
            onKeepOurs={keepOurs}
          />
        )}
        {form.failure && !state.conflict && (
          <ErrorSummary
            form={FORM}
            failure={form.failure}
            errors={form.errors}
            fields={POST_FIELDS}
            summaryRef={form.summaryRef}
            failedTitle="Не сохранено"
          />
        )}
        {form.status === 'sent' && !dirty && <SavedNotice noticeRef={form.successRef} message={form.sentMessage} />}

        <section className={`${panelClass} flex flex-col gap-5`}>
          <fieldset className="flex flex-col gap-2">
            <legend className={`${labelClass} mb-2`}>Раздел</legend>
            <div className="flex flex-wrap gap-2">
              {POST_CATEGORIES.map((option, index) => (
                <label
                  key={option}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 has-checked:border-brand-500 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    id={index === 0 ? fieldId(FORM, 'category') : undefined}
                    name="category"
                    value={option}
                    checked={values.category === option}
                    onChange={() => edit('category', option)}
                    className="size-4 accent-brand-600"
                  />
                  {POST_CATEGORY_LABELS[option]}
                </label>
              ))}
            </div>
            <FieldError id={errorIdOf(fieldId(FORM, 'category'))} message={errorOf('category')} />
          </fieldset>
          <TextInput {...textField('title')} label="Заголовок" maxLength={200} />
          <TextInput
            {...textField('slug')}
            label="Адрес"
            hint={`Латиницей, через дефисы: /${values.category}/${values.slug || '…'}/`}
            maxLength={120}
            onChange={(text) => edit('slug', text.toLowerCase())}
            after={
              !values.slug && suggestion ? (
                <button type="button" className="self-start text-brand-700 text-sm underline" onClick={() => edit('slug', suggestion)}>
                  Подставить «{suggestion}»
                </button>
              ) : null
            }
          />
          <TextInput
            {...textField('excerpt')}
            label="Описание для списков"
            hint="Одно-два предложения: их видят в списке новостей или статей и под заголовком."
            maxLength={500}
            multiline
          />
          <div className="flex flex-col gap-2">
            <span id={`${fieldId(FORM, 'body')}-label`} className={labelClass}>
              Текст
            </span>
            <p id={hintIdOf(fieldId(FORM, 'body'))} className="-mt-1 text-ink-muted text-sm">
              Разделы (H2) попадают в оглавление публикации.
            </p>
            <Suspense fallback={<div className={`${controlClass} min-h-80 text-ink-muted`}>Загружаем редактор…</div>}>
              <RichTextEditor
                key={state.bodyVersion}
                id={fieldId(FORM, 'body')}
                labelId={`${fieldId(FORM, 'body')}-label`}
                initialHtml={values.body}
                onChange={(html) => edit('body', html)}
                describedBy={[hintIdOf(fieldId(FORM, 'body')), errorOf('body') && errorIdOf(fieldId(FORM, 'body'))]
                  .filter(Boolean)
                  .join(' ')}
                invalid={Boolean(errorOf('body'))}
              />
            </Suspense>
            <FieldError id={errorIdOf(fieldId(FORM, 'body'))} message={errorOf('body')} />
          </div>
        </section>

        <section className={`${panelClass} flex flex-col gap-5`}>
          <CoverField
            id={fieldId(FORM, 'cover')}
            value={values.cover}
            error={errorOf('cover')}
            onChange={(cover) => edit('cover', cover)}
          />
          {tags.length > 0 && (
            <fieldset className="flex flex-col gap-2">
              <legend className={`${labelClass} mb-2`}>
                Темы
                <Optional />
              </legend>
              <div className="flex flex-wrap gap-2">
                {tags.map((tag, index) => (
                  <label
                    key={tag.slug}
                    className="flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-line px-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50"
                  >
                    <input
                      type="checkbox"
                      id={index === 0 ? fieldId(FORM, 'tags') : undefined}
                      checked={values.tags.includes(tag.slug)}
                      onChange={(event) =>
                        edit(
                          'tags',
                          event.currentTarget.checked ? [...values.tags, tag.slug] : values.tags.filter((chosen) => chosen !== tag.slug),
                        )
                      }
                      className="size-4 accent-brand-600"
                    />
                    {tag.title}
                  </label>
                ))}
              </div>
              <FieldError id={errorIdOf(fieldId(FORM, 'tags'))} message={errorOf('tags')} />
            </fieldset>
          )}
        </section>

        <section className={`${panelClass} flex flex-col gap-5`} aria-labelledby="post-seo-title">
          <h2 id="post-seo-title" className="font-bold text-ink text-lg">
            Для поисковиков
          </h2>
          <TextInput
            {...textField('seo_title')}
            label="Заголовок страницы"
            hint="Пусто — заголовок публикации (в подсказке). К нему добавится «— Малахит»."
            optional
            placeholder={values.title}
            maxLength={120}
          />
          <TextInput
            {...textField('seo_description')}
            label="Описание страницы"
            hint="Пусто — описание для списков (в подсказке)."
            optional
            placeholder={values.excerpt}
            maxLength={300}
            multiline
          />
          <CoverField
            id={fieldId(FORM, 'og_image')}
            label={OG_IMAGE_LABEL}
            emptyText={ogImageDefaultText(values.cover)}
            words={OG_IMAGE_WORDS}
            value={values.og_image}
            error={errorOf('og_image')}
            onChange={(image) => edit('og_image', image)}
          />
        </section>
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
