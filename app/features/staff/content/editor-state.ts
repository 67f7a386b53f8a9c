// A content editor's state: the editorial editor's (editor/editorial-state.ts) for one kind, its
// values as that kind's view describes them.
import { fieldErrorsOf } from '#app/components/form/field-errors.ts'
import type { FieldErrors } from '#app/components/form/types.ts'
import type { AdminItem } from './types.ts'
import * as editorial from '../editor/editorial-state.ts'
import { type ContentTypeView, draftOf, type FormValues, formValuesOf } from './content-types.ts'

export type ContentState = editorial.EditorialState<AdminItem, FormValues>

/** The field a kind is named by: a client's name, everyone else's title. */
const titleField = (view: ContentTypeView) => (view.fields.some((field) => field.name === 'title') ? 'title' : 'name')

export function initialContentState(view: ContentTypeView, item: AdminItem | null, parent?: number): ContentState {
  const values = formValuesOf(view, item?.fields ?? null)
  if (!item && parent && view.parent) values[view.parent.field] = String(parent)
  return editorial.initialEditorialState(item, values)
}

/** The reducer for one kind of content. */
export const contentReducer = (view: ContentTypeView) =>
  editorial.editorialReducer<AdminItem, FormValues>({
    valuesOf: (item) => formValuesOf(view, item.fields),
    fields: view.fields.map((field) => field.name),
    titleField: titleField(view),
  })

/** True while something typed is not saved. */
export const isContentDirty = (state: ContentState) => !editorial.sameValues(state.values, state.saved)

/** Every field's problem by the shared rule (the API's own words). */
export const contentErrors = (view: ContentTypeView, values: FormValues): FieldErrors => fieldErrorsOf(view.rule, draftOf(view, values))

/** The problems to show now: those of the fields the person has edited. */
export const visibleContentErrors = (view: ContentTypeView, state: ContentState): FieldErrors =>
  editorial.touchedErrors(contentErrors(view, state.values), state.touched)
