import { fieldId } from '#app/components/form/field-ids.ts'
import type { PostField, PostValues } from '../editor-state.ts'

/** The post form's name: its fields' ids start with it, and the error summary links to them. */
export const POST_FORM = 'post'

/** The id of a post field's control (of its first one, for a group of choices). */
export const postFieldId = (field: PostField) => fieldId(POST_FORM, field)

/** What a panel of the post editor works with: what is typed, each field's problem, and the way to change a field. */
export interface PostFieldsProps {
  values: PostValues
  errorOf: (field: PostField) => string | undefined
  edit: <Field extends PostField>(field: Field, value: PostValues[Field]) => void
}

/** The post's fields that are typed as text. */
type PostTextField = 'title' | 'slug' | 'excerpt' | 'seo_title' | 'seo_description'

/** What ties a text field to its value, its problem and its edits. */
export const textFieldOf = ({ values, errorOf, edit }: PostFieldsProps, field: PostTextField) => ({
  field,
  value: values[field],
  error: errorOf(field),
  onChange: (text: string) => edit(field, text),
})
