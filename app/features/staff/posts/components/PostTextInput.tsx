import type { ReactNode } from 'react'
import { controlClass, FieldFrame } from '#app/components/form/field-frame.tsx'
import { controlAttributes } from '#app/components/form/field-ids.ts'
import type { PostField } from '../editor-state.ts'
import { postFieldId } from './post-form.ts'

/** A text field of the post form, controlled: what is typed is checked as it is typed. */
export function PostTextInput({
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
  /** Under the control: a suggestion to take. */
  after?: ReactNode
}) {
  const id = postFieldId(field)
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
