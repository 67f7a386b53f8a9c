import { controlClass, FieldFrame } from '#app/components/form/field-frame.tsx'

/** The text field of a list's search (`q`), with the browser's own clearing and the search key on phones. */
export function SearchField({
  id,
  label,
  value,
  maxLength,
  placeholder,
}: {
  id: string
  label: string
  value: string | undefined
  maxLength: number
  placeholder: string
}) {
  return (
    <FieldFrame id={id} label={label}>
      <input id={id} name="q" type="search" defaultValue={value} maxLength={maxLength} placeholder={placeholder} className={controlClass} />
    </FieldFrame>
  )
}
