import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { formAction } from '#app/lib/server-fn/form-action.server.ts'
import { validInput } from '#app/lib/server-fn/input.ts'
import { withReading } from '#app/features/posts/reading.server.ts'
import type { ReadPostPreview } from '#app/features/posts/types.ts'
import { CONTENT_STATUSES, POST_CATEGORIES, PostDraftRule, RevisionRule } from '#shared/contract/editorial.ts'
import { Id, Page, SearchText } from '../inputs.ts'
import { asStaff } from '../staff-api.server.ts'
import { POST_SORTS } from './post-search.ts'
import { postAction } from './post-action.server.ts'

/** One page of the posts, news and articles together, filtered, searched and sorted. */
export const fetchAdminPosts = createServerFn({ method: 'GET' })
  .validator(
    validInput(
      v.object({
        category: v.optional(v.picklist(POST_CATEGORIES)),
        status: v.optional(v.picklist(CONTENT_STATUSES)),
        q: SearchText,
        sort: v.optional(v.picklist(POST_SORTS)),
        page: Page,
      }),
    ),
  )
  .handler(({ data }) => asStaff('/v1/admin/posts', { query: data }))

/** One post, as the editor loads it. */
export const fetchAdminPost = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ id: Id })))
  .handler(({ data }) => asStaff(`/v1/admin/posts/${data.id}`))

/** The topics a post may have. */
export const fetchAdminPostTags = createServerFn({ method: 'GET' }).handler(async () => (await asStaff('/v1/admin/posts/tags')).data)

/** The post as its public page would show it, whatever its status (the preview), with the reading of its body. */
export const fetchPostPreview = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ id: Id })))
  .handler(async ({ data }): Promise<ReadPostPreview> => withReading(await asStaff(`/v1/admin/posts/${data.id}/preview`)))

/** Saves a post: a new one (no id) as a draft, or an existing one from the revision it was edited from. */
export const savePost = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ id: v.optional(Id), revision: v.optional(RevisionRule), draft: PostDraftRule })))
  .handler(({ data: { id, revision, draft } }) =>
    id === undefined
      ? postAction('create-post', null, () => asStaff('/v1/admin/posts', { method: 'POST', body: draft }), 'Черновик создан.')
      : postAction(
          'save-post',
          { id, revision: revision ?? 0 },
          () => asStaff(`/v1/admin/posts/${id}`, { method: 'PUT', body: { ...draft, revision } }),
          'Изменения сохранены.',
        ),
  )

/** Publishes a post now (no moment) or schedules it for a moment to come. */
export const publishPost = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ id: Id, revision: RevisionRule, published_at: v.optional(v.pipe(v.string(), v.isoTimestamp())) })))
  .handler(({ data: { id, revision, published_at } }) =>
    postAction(
      'publish-post',
      { id, revision },
      () => asStaff(`/v1/admin/posts/${id}/publish`, { method: 'POST', body: { revision, published_at } }),
      published_at && new Date(published_at) > new Date() ? 'Публикация запланирована.' : 'Публикация на сайте.',
    ),
  )

/** Takes a post off the site, or cancels its schedule. */
export const unpublishPost = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ id: Id, revision: RevisionRule })))
  .handler(({ data: { id, revision } }) =>
    postAction(
      'unpublish-post',
      { id, revision },
      () => asStaff(`/v1/admin/posts/${id}/unpublish`, { method: 'POST', body: { revision } }),
      'Публикация снята с сайта.',
    ),
  )

/** Deletes a post; its audit rows stay. */
export const deletePost = createServerFn({ method: 'POST' })
  .validator(validInput(v.object({ id: Id })))
  .handler(({ data }) =>
    formAction('delete-post', async () => {
      await asStaff(`/v1/admin/posts/${data.id}`, { method: 'DELETE' })
      return 'Публикация удалена.'
    }),
  )
