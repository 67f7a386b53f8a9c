// The post editor's state, kept apart from the screen so that its rules can be tested on their own:
// what is typed, what was last saved (unsaved changes), the revision a save is made from, and a save
// refused because someone else saved first (409), which never throws away what was typed.
import type { ImageRef } from '#shared/contract/common.ts'
import type { AdminPost, PostCategory } from '#shared/contract/editorial.ts'
import { PostDraftRule } from '#shared/contract/editorial.ts'
import { fieldErrorsOf } from '#app/components/form/field-errors.ts'
import type { FieldErrors } from '#app/components/form/types.ts'
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
}

/** The fields in the order the form shows them: the error summary links to them in this order. */
export const POST_FIELDS = ['category', 'title', 'slug', 'excerpt', 'body', 'cover', 'tags', 'seo_title', 'seo_description'] as const
export type PostField = (typeof POST_FIELDS)[number]

export const emptyPost = (category: PostCategory = 'news'): PostValues => ({
  category,
  title: '',
  slug: '',
  excerpt: '',
  body: '',
  cover: null,
  tags: [],
  seo_title: '',
  seo_description: '',
})

export const valuesOf = (post: AdminPost): PostValues => ({
  category: post.category,
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  body: post.body,
  cover: post.cover,
  tags: post.tags.map((tag) => tag.slug),
  seo_title: post.seo_title ?? '',
  seo_description: post.seo_description ?? '',
})

/** A body with no text and no picture is empty, whatever markup the editor leaves (`<p></p>`). */
const isBlankBody = (html: string) => !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === ''

/** What is sent to the API: the fields as the shared rule reads them. */
export const draftOf = (values: PostValues) => ({ ...values, body: isBlankBody(values.body) ? '' : values.body })

/** Every field's problem by the shared rule (the API's own words), keyed by field. */
export const postErrors = (values: PostValues): FieldErrors => fieldErrorsOf(PostDraftRule, draftOf(values))

/** The address suggested for a title: its words transliterated (Новый сайт -> novyj-sajt). */
export const suggestSlug = (title: string) => slugify(title)

const sameValues = (a: PostValues, b: PostValues) => JSON.stringify(a) === JSON.stringify(b)

export interface EditorState {
  /** The post as last stored: its status, addresses, and the revision the next save is made from; null before it is first saved. */
  post: AdminPost | null
  values: PostValues
  /** The fields as last loaded or saved: anything else is an unsaved change. */
  saved: PostValues
  /** Fields the person has edited: their problems show as they type. */
  touched: PostField[]
  /** A save refused because someone else saved first: their version, to compare with ours. */
  conflict: { message: string; theirs: AdminPost } | null
  /** Changes when the body is replaced from outside (a reload): the rich-text editor starts again from it. */
  bodyVersion: number
}

export type EditorAction =
  | { type: 'edit'; field: PostField; value: PostValues[PostField] }
  /** A save the API took: `sent` is what went, `post` what is stored now. */
  | { type: 'saved'; sent: PostValues; post: AdminPost }
  /** Published, scheduled or unpublished: the fields are as they were, the revision moves on. */
  | { type: 'status-changed'; post: AdminPost }
  | { type: 'conflict'; message: string; theirs: AdminPost }
  /** Give up ours and take the stored version. */
  | { type: 'take-theirs' }
  /** Keep ours and make the next save from the stored revision (it then writes over theirs). */
  | { type: 'keep-ours' }
  /** Every field is checked, as before a save. */
  | { type: 'touch-all' }

export const initialEditorState = (post: AdminPost | null, category?: PostCategory): EditorState => {
  const values = post ? valuesOf(post) : emptyPost(category)
  return { post, values, saved: values, touched: [], conflict: null, bodyVersion: 0 }
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'edit': {
      const values = { ...state.values, [action.field]: action.value }
      // The address follows the title while the person has not given one of their own (a new post only).
      if (action.field === 'title' && state.post === null && state.values.slug === suggestSlug(state.values.title)) {
        values.slug = suggestSlug(String(action.value))
      }
      const touched = state.touched.includes(action.field) ? state.touched : [...state.touched, action.field]
      return { ...state, values, touched }
    }
    case 'saved': {
      const stored = valuesOf(action.post)
      // What was typed while the save was on its way stays; otherwise the form shows what is stored
      // (the server cleans the body's markup, which the rich-text editor then shows).
      const typedMeanwhile = !sameValues(state.values, action.sent)
      const bodyChanged = !typedMeanwhile && stored.body !== state.values.body
      return {
        ...state,
        post: action.post,
        values: typedMeanwhile ? state.values : stored,
        saved: stored,
        conflict: null,
        bodyVersion: bodyChanged ? state.bodyVersion + 1 : state.bodyVersion,
      }
    }
    case 'status-changed':
      return { ...state, post: action.post }
    case 'conflict':
      return { ...state, conflict: { message: action.message, theirs: action.theirs } }
    case 'take-theirs': {
      if (!state.conflict) return state
      const stored = valuesOf(state.conflict.theirs)
      return {
        ...state,
        post: state.conflict.theirs,
        values: stored,
        saved: stored,
        conflict: null,
        touched: [],
        bodyVersion: state.bodyVersion + 1,
      }
    }
    case 'keep-ours':
      if (!state.conflict) return state
      return {
        ...state,
        post: state.conflict.theirs,
        saved: valuesOf(state.conflict.theirs),
        conflict: null,
      }
    case 'touch-all':
      return { ...state, touched: [...POST_FIELDS] }
  }
}

/** True while something typed is not saved. */
export const isDirty = (state: EditorState) =>
  state.post === null ? !sameValues(state.values, emptyPost(state.values.category)) : !sameValues(state.values, state.saved)

/** The problems to show now: those of the fields the person has edited. */
export function visibleErrors(state: EditorState): FieldErrors {
  const errors = postErrors(state.values)
  return Object.fromEntries(Object.entries(errors).filter(([field]) => state.touched.includes(field as PostField)))
}
