// What an editor of any editorial item holds (a post, a service, a page…), apart from the screen so
// that its rules can be tested on their own: what is typed, what was last saved (unsaved changes),
// the revision a save is made from, and a save refused because someone else saved first (409), which
// never throws away what was typed.
import type { FieldErrors } from '#app/components/form/types.ts'
import { slugify } from './slug.ts'

export interface EditorialState<Item, Values> {
  /** The item as last stored (its status, addresses and the revision the next save is made from); null before it is first saved. */
  post: Item | null
  values: Values
  /** The fields as last loaded or saved: anything else is an unsaved change. */
  saved: Values
  /** Fields the person has edited: their problems show as they type. */
  touched: string[]
  /** A save refused because someone else saved first: their version, to compare with ours. */
  conflict: { message: string; theirs: Item } | null
  /** Changes when the body is replaced from outside (a reload): the rich-text editor starts again from it. */
  bodyVersion: number
}

export type EditorialAction<Item, Values> =
  | { type: 'edit'; field: string; value: unknown }
  /** A save the API took: `sent` is what went, `post` what is stored now. */
  | { type: 'saved'; sent: Values; post: Item }
  /** Published, scheduled or unpublished: the fields are as they were, the revision moves on. */
  | { type: 'status-changed'; post: Item }
  | { type: 'conflict'; message: string; theirs: Item }
  /** Give up ours and take the stored version. */
  | { type: 'take-theirs' }
  /** Keep ours and make the next save from the stored revision (it then writes over theirs). */
  | { type: 'keep-ours' }
  /** Every field is checked, as before a save. */
  | { type: 'touch-all' }
  /** A kept version restored as a new save: the editor shows it as stored, unsaved changes gone. */
  | { type: 'restored'; post: Item }

/** What a kind of item's editor needs to know: its values from a stored item, its fields, the field its address follows. */
export interface EditorialForm<Item, Values> {
  valuesOf: (item: Item) => Values
  fields: readonly string[]
  titleField: string
}

export const sameValues = <Values>(a: Values, b: Values) => JSON.stringify(a) === JSON.stringify(b)

export const initialEditorialState = <Item, Values>(post: Item | null, values: Values): EditorialState<Item, Values> => ({
  post,
  values,
  saved: values,
  touched: [],
  conflict: null,
  bodyVersion: 0,
})

/** The reducer of one kind of item's editor. */
export function editorialReducer<Item, Values extends object>(form: EditorialForm<Item, Values>) {
  const text = (values: Values, field: string) => String((values as Record<string, unknown>)[field] ?? '')
  return (state: EditorialState<Item, Values>, action: EditorialAction<Item, Values>): EditorialState<Item, Values> => {
    switch (action.type) {
      case 'edit': {
        const values = { ...state.values, [action.field]: action.value }
        // The address follows the title while the person has not given one of their own (a new item only).
        if (
          action.field === form.titleField &&
          state.post === null &&
          text(state.values, 'slug') === slugify(text(state.values, form.titleField))
        ) {
          Object.assign(values, { slug: slugify(String(action.value ?? '')) })
        }
        const touched = state.touched.includes(action.field) ? state.touched : [...state.touched, action.field]
        return { ...state, values, touched }
      }
      case 'saved': {
        const stored = form.valuesOf(action.post)
        // What was typed while the save was on its way stays; otherwise the form shows what is stored
        // (the server cleans the body's markup, which the rich-text editor then shows).
        const typedMeanwhile = !sameValues(state.values, action.sent)
        const bodyChanged = !typedMeanwhile && text(stored, 'body') !== text(state.values, 'body')
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
        const stored = form.valuesOf(state.conflict.theirs)
        const post = state.conflict.theirs
        return { ...state, post, values: stored, saved: stored, conflict: null, touched: [], bodyVersion: state.bodyVersion + 1 }
      }
      case 'keep-ours':
        if (!state.conflict) return state
        return { ...state, post: state.conflict.theirs, saved: form.valuesOf(state.conflict.theirs), conflict: null }
      case 'touch-all':
        return { ...state, touched: [...form.fields] }
      case 'restored': {
        const stored = form.valuesOf(action.post)
        return {
          ...state,
          post: action.post,
          values: stored,
          saved: stored,
          conflict: null,
          touched: [],
          bodyVersion: state.bodyVersion + 1,
        }
      }
    }
  }
}

/** The problems to show now: those of the fields the person has edited. */
export const touchedErrors = (errors: FieldErrors, touched: readonly string[]): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => touched.includes(field)))
