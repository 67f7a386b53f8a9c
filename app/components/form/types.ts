/** Per-field messages, keyed by the form field; `_` holds messages about the whole form. */
export type FieldErrors = Record<string, string[]>

/** What a form's server function answers: never an exception for a problem the person can fix. */
export type FormResult = { ok: true; message: string } | { ok: false; message: string; errors: FieldErrors }

/** One choice of a group of checkboxes or radio buttons. */
export interface ChoiceOption {
  value: string
  label: string
}
