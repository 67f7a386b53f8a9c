import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { formAction } from '#app/lib/server-fn/form-action.server.ts'
import { validInput } from '#app/lib/server-fn/input.ts'
import type { TagRef } from '#shared/contract/common.ts'
import {
  CONTENT_STATUSES,
  EDITORIAL_SORTS,
  EDITORIAL_TYPES,
  type EditorialType,
  RevisionRule,
  TAG_KINDS,
} from '#shared/contract/editorial.ts'
import { Id, Page, PerPage, SearchText } from '../inputs.ts'
import { editorialAction } from '../posts/post-action.server.ts'
import { asStaff } from '../staff-api.server.ts'
import { PREVIEWED_TYPES } from './previews.ts'

const Type = v.picklist(EDITORIAL_TYPES)

/** Reads an item of a kind as stored now. */
const storedItem = (type: EditorialType) => (id: number) => asStaff(`/v1/admin/${type}/${id}`)

/** One page of a kind's items, filtered, searched and sorted; `parent` keeps one section's or group's. */
export const fetchContentList = createServerFn({ method: 'GET' })
  .validator(
    validInput(
      v.object({
        type: Type,
        parentField: v.optional(v.picklist(['category_id', 'group_id'])),
        status: v.optional(v.picklist(CONTENT_STATUSES)),
        q: SearchText,
        sort: v.optional(v.picklist(EDITORIAL_SORTS)),
        page: Page,
        per_page: PerPage(50),
        parent: v.optional(Id),
      }),
    ),
  )
  .handler(({ data: { type, parentField, parent, ...query } }) =>
    asStaff(`/v1/admin/${type}`, {
      query: { ...query, ...(parentField && parent ? { [parentField]: parent } : {}) },
    }),
  )

/** One item, as the editor loads it. */
export const fetchContentItem = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ type: Type, id: Id })))
  .handler(({ data }) => asStaff(`/v1/admin/${data.type}/${data.id}`))

/** An item as its public page would show it, whatever its status (the preview); the API refuses kinds without a page. */
export const fetchContentPreview = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ type: v.picklist(PREVIEWED_TYPES), id: Id })))
  .handler(({ data }) => asStaff(`/v1/admin/${data.type}/${data.id}/preview`))

/** A vocabulary's tags, for the fields that pick them. */
export const fetchTagOptions = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ kind: v.picklist(TAG_KINDS) })))
  .handler(async ({ data }) =>
    (await asStaff('/v1/admin/tags', { query: { kind: data.kind } })).data.map(({ slug, title }): TagRef => ({ slug, title })),
  )

/** Saves an item: a new one (no id) as a draft, or an existing one from the revision it was edited from. */
export const saveContent = createServerFn({ method: 'POST' })
  .validator(
    validInput(v.object({ type: Type, id: v.optional(Id), revision: v.optional(RevisionRule), draft: v.record(v.string(), v.unknown()) })),
  )
  .handler(({ data: { type, id, revision, draft } }) =>
    id === undefined
      ? editorialAction(
          'create-content',
          storedItem(type),
          null,
          () => asStaff(`/v1/admin/${type}`, { method: 'POST', body: draft }),
          'Черновик создан.',
        )
      : editorialAction(
          'save-content',
          storedItem(type),
          { id, revision: revision ?? 0 },
          () => asStaff(`/v1/admin/${type}/${id}`, { method: 'PUT', body: { ...draft, revision } }),
          'Изменения сохранены.',
        ),
  )

/** Publishes an item now (no moment) or schedules it for a moment to come. */
export const publishContent = createServerFn({ method: 'POST' })
  .validator(
    validInput(v.object({ type: Type, id: Id, revision: RevisionRule, published_at: v.optional(v.pipe(v.string(), v.isoTimestamp())) })),
  )
  .handler(({ data: { type, id, revision, published_at } }) =>
    editorialAction(
      'publish-content',
      storedItem(type),
      { id, revision },
      () => asStaff(`/v1/admin/${type}/${id}/publish`, { method: 'POST', body: { revision, published_at } }),
      published_at && new Date(published_at) > new Date() ? 'Публикация запланирована.' : 'Опубликовано на сайте.',
    ),
  )

/** Takes an item off the site, or cancels its schedule. */
export const unpublishContent = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ type: Type, id: Id, revision: RevisionRule })))
  .handler(({ data: { type, id, revision } }) =>
    editorialAction(
      'unpublish-content',
      storedItem(type),
      { id, revision },
      () => asStaff(`/v1/admin/${type}/${id}/unpublish`, { method: 'POST', body: { revision } }),
      'Снято с сайта.',
    ),
  )

/** Deletes an item; its audit rows stay. */
export const deleteContent = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ type: Type, id: Id })))
  .handler(({ data }) =>
    formAction('delete-content', async () => {
      await asStaff(`/v1/admin/${data.type}/${data.id}`, { method: 'DELETE' })
      return 'Удалено.'
    }),
  )

/** A vocabulary's tags with how many items carry each. */
export const fetchAdminTags = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ kind: v.picklist(TAG_KINDS) })))
  .handler(async ({ data }) => (await asStaff('/v1/admin/tags', { query: { kind: data.kind } })).data)

/** A new tag in a vocabulary. */
export const createTag = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ kind: v.picklist(TAG_KINDS), slug: v.string(), title: v.string() })))
  .handler(({ data }) =>
    formAction('create-tag', async () => {
      await asStaff('/v1/admin/tags', { method: 'POST', body: data })
      return 'Метка добавлена.'
    }),
  )

/** A tag's new title (its slug, which items store, stays). */
export const renameTag = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ id: Id, title: v.string() })))
  .handler(({ data }) =>
    formAction('rename-tag', async () => {
      await asStaff(`/v1/admin/tags/${data.id}`, { method: 'PATCH', body: { title: data.title } })
      return 'Название сохранено.'
    }),
  )

/** Deletes a tag no item carries (the API says where one is used). */
export const deleteTag = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ id: Id })))
  .handler(({ data }) =>
    formAction('delete-tag', async () => {
      await asStaff(`/v1/admin/tags/${data.id}`, { method: 'DELETE' })
      return 'Метка удалена.'
    }),
  )
