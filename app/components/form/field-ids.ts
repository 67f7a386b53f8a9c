/** The id of a field's control (also the target of the summary's links). */
export const fieldId = (form: string, field: string) => `${form}-${field}`
export const errorIdOf = (id: string) => `${id}-error`
export const hintIdOf = (id: string) => `${id}-hint`

export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined

/** The control's link to its hint, any extra descriptions and its error. */
export const controlAria = (id: string, { hint, error }: { hint?: string; error?: string }, ...extra: string[]) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(hint && hintIdOf(id), ...extra, error && errorIdOf(id)),
})
