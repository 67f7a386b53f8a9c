/**
 * Form data with the given entries in order, as a browser submits a form: a name given more than
 * once (a group of checkboxes) is sent once per value.
 */
export function formDataOf(entries: [name: string, value: string | File][]): FormData {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}
