/** Per-field messages, keyed by the form field; `_` holds messages about the whole form. */
export type FieldErrors = Record<string, string[]>

/** One choice of a group of checkboxes or radio buttons. */
export interface ChoiceOption {
  value: string
  label: string
}
