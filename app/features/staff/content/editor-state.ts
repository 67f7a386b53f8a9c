// A content editor's state, apart from the screen so that its rules can be tested on their own: what
// is typed, what was last saved, the revision a save is made from, and a save refused because
// someone else saved first (409), which never throws away what was typed.
import { fieldErrorsOf } from '#app/components/form/field-errors.ts'
import type { FieldErrors } from '#app/components/form/types.ts'
import type { AdminItem } from '#shared/contract/editorial.ts'
import { slugify } from '../editor/slug.ts'
import { type ContentTypeView, draftOf, type FormValues, formValuesOf } from './content-types.ts'

export interface ContentState {
  /** The item as last stored; null before it is first saved. */
  item: AdminItem | null
  values: FormValues
  /** The values as last loaded or saved: anything else is an unsaved change. */
  saved: FormValues
  /** Fields the person has edited: their problems show as they type. */
  touched: string[]
  conflict: { message: string; theirs: AdminItem } | null
  /** Moves when the body is replaced from outside (a save, the stored version): the rich-text editor starts again. */
  bodyVersion: number
}

export type ContentAction =
  | { type: 'edit'; field: string; value: FormValues[string] }
  /** A save the API took: `sent` is what went, `item` what is stored now. */
  | { type: 'saved'; sent: FormValues; item: AdminItem }
  /** Published, scheduled or unpublished: the fields are as they were, the revision moves on. */
  | { type: 'status-changed'; item: AdminItem }
  | { type: 'conflict'; message: string; theirs: AdminItem }
  | { type: 'take-theirs' }
  /** Keep ours; the next save is made from the stored revision (it then writes over theirs). */
  | { type: 'keep-ours' }
  | { type: 'touch-all' }

const same = (a: FormValues, b: FormValues) => JSON.stringify(a) === JSON.stringify(b)

/** The field a kind is named by: a client's name, everyone else's title. */
export const titleField = (view: ContentTypeView) => (view.fields.some((field) => field.name === 'title') ? 'title' : 'name')

export function initialContentState(view: ContentTypeView, item: AdminItem | null, parent?: number): ContentState {
  const values = formValuesOf(view, item?.fields ?? null)
  if (!item && parent && view.parent) values[view.parent.field] = String(parent)
  return { item, values, saved: values, touched: [], conflict: null, bodyVersion: 0 }
}

/** The reducer for one kind of content. */
export const contentReducer =
  (view: ContentTypeView) =>
  (state: ContentState, action: ContentAction): ContentState => {
    switch (action.type) {
      case 'edit': {
        const values = { ...state.values, [action.field]: action.value }
        // A new item's address follows its title while the person has not given one of their own.
        const named = titleField(view)
        if (action.field === named && state.item === null && state.values.slug === slugify(String(state.values[named] ?? ''))) {
          values.slug = slugify(String(action.value ?? ''))
        }
        const touched = state.touched.includes(action.field) ? state.touched : [...state.touched, action.field]
        return { ...state, values, touched }
      }
      case 'saved': {
        const stored = formValuesOf(view, action.item.fields)
        // What was typed while the save was on its way stays; otherwise the form shows what is stored
        // (the server cleans the body's markup, which the rich-text editor then shows).
        const typedMeanwhile = !same(state.values, action.sent)
        const bodyChanged = !typedMeanwhile && stored.body !== state.values.body
        return {
          ...state,
          item: action.item,
          values: typedMeanwhile ? state.values : stored,
          saved: stored,
          conflict: null,
          bodyVersion: state.bodyVersion + (bodyChanged ? 1 : 0),
        }
      }
      case 'status-changed':
        return { ...state, item: action.item }
      case 'conflict':
        return { ...state, conflict: { message: action.message, theirs: action.theirs } }
      case 'take-theirs': {
        if (!state.conflict) return state
        const stored = formValuesOf(view, state.conflict.theirs.fields)
        const theirs = state.conflict.theirs
        return { ...state, item: theirs, values: stored, saved: stored, conflict: null, touched: [], bodyVersion: state.bodyVersion + 1 }
      }
      case 'keep-ours':
        if (!state.conflict) return state
        return { ...state, item: state.conflict.theirs, saved: formValuesOf(view, state.conflict.theirs.fields), conflict: null }
      case 'touch-all':
        return { ...state, touched: view.fields.map((field) => field.name) }
    }
  }

/** True while something typed is not saved. */
export const isContentDirty = (state: ContentState) => !same(state.values, state.saved)

/** Every field's problem by the shared rule (the API's own words). */
export const contentErrors = (view: ContentTypeView, values: FormValues): FieldErrors => fieldErrorsOf(view.rule, draftOf(view, values))

/** The problems to show now: those of the fields the person has edited. */
export function visibleContentErrors(view: ContentTypeView, state: ContentState): FieldErrors {
  const errors = contentErrors(view, state.values)
  return Object.fromEntries(Object.entries(errors).filter(([field]) => state.touched.includes(field)))
}

/** The words the stale-save notice compares: title, description and text, whatever a kind calls them. */
export function comparedWords(view: ContentTypeView, values: FormValues) {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '')
  return {
    title: text(titleField(view)),
    excerpt: text('excerpt') || text('lead') || text('description'),
    body: text('body'),
  }
}
