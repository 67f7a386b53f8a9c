// Words for input problems, shared by the API and the site's server functions. Nothing here imports anything.

/** The parts of a validation issue (valibot's) that the words depend on. */
export interface InputIssue {
  readonly kind: string
  readonly type: string
}

const SCHEMA_MESSAGES: Record<string, string> = {
  string: 'Значение должно быть текстом.',
  number: 'Значение должно быть числом.',
  boolean: 'Недопустимое значение.',
  array: 'Значение должно быть списком.',
  object: 'Некорректные данные.',
  instance: 'Приложите файл.',
  file: 'Приложите файл.',
  blob: 'Приложите файл.',
}

const CHECK_MESSAGES: Record<string, string> = {
  non_empty: 'Заполните поле.',
  max_length: 'Значение слишком длинное.',
  min_length: 'Значение слишком короткое.',
  email: 'Проверьте адрес электронной почты.',
  regex: 'Значение в неверном формате.',
}

/**
 * What a person or a client reads about a value that a rule has no words of its own for: most often
 * a value of the wrong kind (an object where text belongs, text where a file belongs). Short, in
 * Russian, and never the value itself: it may be huge, or a password.
 */
export function inputIssueMessage(issue: InputIssue): string {
  const table = issue.kind === 'schema' ? SCHEMA_MESSAGES : CHECK_MESSAGES
  return table[issue.type] ?? 'Недопустимое значение.'
}
