// The post editor's state, kept apart from the screen so that its rules can be tested on their own:
// what is typed, what was last saved (unsaved changes), the revision a save is made from, and a save
// refused because someone else saved first (409), which never throws away what was typed.
import type { ImageRef } from '#shared/contract/common.ts'
import type { PostCategory } from '#shared/contract/editorial.ts'
import type { AdminPost } from './types.ts'
import { PostDraftRule } from '#shared/contract/editorial.ts'
import { fieldErrorsOf } from '#app/components/form/field-errors.ts'
import type { FieldErrors } from '#app/components/form/types.ts'
import {
  type EditorialAction,
  type EditorialState,
  editorialReducer,
  initialEditorialState,
  sameValues,
  touchedErrors,
} from '../editor/editorial-state.ts'
import { slugify } from '../editor/slug.ts'

/** A post's fields as the editor holds them (empty SEO fields: the public pages' own defaults). */
export interface PostValues {
  category: PostCategory
  title: string
  slug: string
  excerpt: string
  body: string
  cover: ImageRef | null
  tags: string[]
  seo_title: string
  seo_description: string
  og_image: ImageRef | null
}

/** The fields in the order the form shows them: the error summary links to them in this order. */
export const POST_FIELDS = [
  'category',
  'title',
  'slug',
  'excerpt',
  'body',
  'cover',
  'tags',
  'seo_title',
  'seo_description',
  'og_image',
] as const
export type PostField = (typeof POST_FIELDS)[number]

const emptyPost = (category: PostCategory = 'news'): PostValues => ({
  category,
  title: '',
  slug: '',
  excerpt: '',
  body: '',
  cover: null,
  tags: [],
  seo_title: '',
  seo_description: '',
  og_image: null,
})

export const valuesOf = (post: AdminPost): PostValues => ({
  category: post.category,
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  body: post.body,
  cover: post.cover,
  tags: post.tags,
  seo_title: post.seo_title ?? '',
  seo_description: post.seo_description ?? '',
  og_image: post.og_image,
})

/** A body with no text and no picture is empty, whatever markup the editor leaves (`<p></p>`). */
const isBlankBody = (html: string) => !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === ''

/** What is sent to the API: the fields as the shared rule reads them. */
export const draftOf = (values: PostValues) => ({ ...values, body: isBlankBody(values.body) ? '' : values.body })

/** Every field's problem by the shared rule (the API's own words), keyed by field. */
export const postErrors = (values: PostValues): FieldErrors => fieldErrorsOf(PostDraftRule, draftOf(values))

/** The address suggested for a title: its words transliterated (Новый сайт -> novyj-sajt). */
export const suggestSlug = (title: string) => slugify(title)

export type EditorState = EditorialState<AdminPost, PostValues>
export type EditorAction = EditorialAction<AdminPost, PostValues>

export const initialEditorState = (post: AdminPost | null, category?: PostCategory): EditorState =>
  initialEditorialState(post, post ? valuesOf(post) : emptyPost(category))

export const editorReducer = editorialReducer<AdminPost, PostValues>({ valuesOf, fields: POST_FIELDS, titleField: 'title' })

/** True while something typed is not saved. */
export const isDirty = (state: EditorState) =>
  state.post === null ? !sameValues(state.values, emptyPost(state.values.category)) : !sameValues(state.values, state.saved)

/** The problems to show now: those of the fields the person has edited. */
export const visibleErrors = (state: EditorState): FieldErrors => touchedErrors(postErrors(state.values), state.touched)
