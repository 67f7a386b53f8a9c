import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { controlClass, FieldFrame } from '#app/components/form/field-frame.tsx'
import type { FormOutcome } from '#app/components/form/outcome.ts'
import { useFormSubmission } from '#app/components/form/use-form-submission.ts'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import { TAG_KIND_LABELS, TAG_KINDS, type TagKind } from '#shared/contract/editorial.ts'
import type { AdminTag } from '../types.ts'
import { plural } from '#app/lib/plural.ts'
import { AdminPageHeader, adminScreenClass, panelClass } from '../../components/AdminPageHeader.tsx'
import { slugify } from '../../editor/slug.ts'
import { createTag, deleteTag, renameTag } from '../content.functions.ts'
import { adminTagsQuery, refreshContent } from '../queries.ts'
import { ContentTypeNav } from './ContentTypeNav.tsx'

/** One form's way of sending: the outcome shown by it, the vocabulary read again when it is done. */
function useTagAction() {
  const form = useFormSubmission()
  const sessionEnd = useSessionEnd()
  const queryClient = useQueryClient()
  const run = (call: () => Promise<FormOutcome>) =>
    form.send(async () => {
      const outcome = await call()
      if (!(await sessionEnd(outcome)) && outcome.kind === 'done') await refreshContent(queryClient)
      return outcome
    })
  return { form, run }
}

/** What a form says after it was sent: done, or what is wrong (the API's words). */
function TagOutcome({ form }: { form: ReturnType<typeof useFormSubmission> }) {
  if (form.failure) {
    const details = Object.values(form.errors).flat()
    return (
      <p role="alert" className="text-red-800 text-sm">
        {details.length > 0 ? details.join(' ') : form.failure}
      </p>
    )
  }
  if (form.status === 'sent')
    return (
      <p className="text-brand-800 text-sm" role="status">
        {form.sentMessage}
      </p>
    )
  return null
}

/** A tag's title, as typed. */
function TitleInput({
  id,
  label,
  hint,
  value,
  onChange,
}: {
  id: string
  label: string
  hint?: string
  value: string
  onChange: (title: string) => void
}) {
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      <input
        id={id}
        type="text"
        maxLength={100}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={controlClass}
      />
    </FieldFrame>
  )
}

const usage = (n: number) => (n === 0 ? 'не используется' : `${n} ${plural(n, 'материал', 'материала', 'материалов')}`)

/** One tag: its title to change (its slug stays), how much it is used, and deletion. */
function TagRow({ tag }: { tag: AdminTag }) {
  const [title, setTitle] = useState(tag.title)
  const { form, run } = useTagAction()
  const rename = useServerFn(renameTag)
  const remove = useServerFn(deleteTag)
  const onRename = (event: FormEvent) => {
    event.preventDefault()
    run(() => rename({ data: { id: tag.id, title } }))
  }
  const id = `tag-${tag.id}`
  return (
    <li className="flex flex-col gap-2 border-line border-t py-4 first:border-t-0">
      <form onSubmit={onRename} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label={`Метка «${tag.title}»`}>
        <div className="min-w-0 flex-1">
          <TitleInput id={id} label={`Название (${tag.slug})`} hint={usage(tag.usage)} value={title} onChange={setTitle} />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="button-secondary" aria-disabled={form.pending || undefined}>
            Переименовать
          </button>
          <button
            type="button"
            className="rounded-full px-3 py-2 font-semibold text-red-700 hover:bg-red-50"
            onClick={() => !form.pending && run(() => remove({ data: { id: tag.id } }))}
          >
            Удалить
          </button>
        </div>
      </form>
      <TagOutcome form={form} />
    </li>
  )
}

/** A new tag: its title, and the address items will store (suggested from the title). */
function NewTag({ kind }: { kind: TagKind }) {
  const [title, setTitle] = useState('')
  const [slug, setSlug] = useState('')
  const { form, run } = useTagAction()
  const create = useServerFn(createTag)
  const onCreate = (event: FormEvent) => {
    event.preventDefault()
    run(async () => {
      const outcome = await create({ data: { kind, slug: slug || slugify(title), title } })
      if (outcome.kind === 'done') {
        setTitle('')
        setSlug('')
      }
      return outcome
    })
  }
  return (
    <form onSubmit={onCreate} className={`${panelClass} flex flex-col gap-4`} aria-labelledby="new-tag">
      <h2 id="new-tag" className="font-bold text-ink text-lg">
        Новая метка
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TitleInput id="new-tag-title" label="Название" value={title} onChange={setTitle} />
        <FieldFrame id="new-tag-slug" label="Адрес" hint="Латиницей; после создания не меняется: материалы хранят его.">
          <input
            id="new-tag-slug"
            type="text"
            maxLength={120}
            value={slug}
            placeholder={slugify(title)}
            onChange={(event) => setSlug(event.currentTarget.value.toLowerCase())}
            className={controlClass}
          />
        </FieldFrame>
      </div>
      <button type="submit" className="button-primary self-start" aria-disabled={form.pending || undefined}>
        Добавить
      </button>
      <TagOutcome form={form} />
    </form>
  )
}

/** A vocabulary: its tags to rename or delete, and a new one. */
function TagVocabulary({ kind }: { kind: TagKind }) {
  const { data: tags } = useSuspenseQuery(adminTagsQuery(kind))
  return (
    <div className="flex flex-col gap-5">
      <NewTag kind={kind} />
      <section className={panelClass} aria-label="Метки">
        {tags.length === 0 ? (
          <p className="text-ink-muted">В этом словаре пока нет меток.</p>
        ) : (
          <ul className="flex flex-col">
            {tags.map((tag) => (
              <TagRow key={`${tag.id}-${tag.title}`} tag={tag} />
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

/** The vocabulary an address names (/admin/tags/?kind=industry); topics of posts by default. */
export const tagKindOf = (search: Record<string, unknown>): TagKind => TAG_KINDS.find((kind) => kind === search.kind) ?? 'post'

const tabClass =
  'inline-flex min-h-10 items-center rounded-full border border-line px-4 font-semibold text-ink-muted text-sm hover:bg-surface aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900'

/** The tag vocabularies: add, rename, delete what no item carries. */
export function TagsScreen({ kind }: { kind: TagKind }) {
  return (
    <div className={adminScreenClass}>
      <ContentTypeNav />
      <AdminPageHeader
        title="Метки"
        lead="Темы публикаций, услуги и отрасли портфолио. Материалы хранят адрес метки, поэтому переименование меняет только название, а метку, которая где-то стоит, удалить нельзя."
      />
      <nav aria-label="Словари">
        <ul className="flex flex-wrap gap-2">
          {TAG_KINDS.map((option) => (
            <li key={option}>
              <Link
                to="/admin/$type/"
                params={{ type: 'tags' }}
                search={{ kind: option }}
                className={tabClass}
                aria-current={option === kind ? 'page' : undefined}
              >
                {TAG_KIND_LABELS[option]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <TagVocabulary key={kind} kind={kind} />
    </div>
  )
}
