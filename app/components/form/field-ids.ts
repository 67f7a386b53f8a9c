/** The id of a field's control (also the target of the summary's links). */
export const fieldId = (form: string, field: string) => `${form}-${field}`
export const errorIdOf = (id: string) => `${id}-error`
export const hintIdOf = (id: string) => `${id}-hint`

export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined

/** What makes a control its field's: its id and name, and its links to its hint, any extra descriptions and its error. */
export const controlAttributes = (
  { id, name, hint, error }: { id: string; name: string; hint?: string; error?: string },
  ...extra: string[]
) => ({
  id,
  name,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(hint && hintIdOf(id), ...extra, error && errorIdOf(id)),
})
