/** Titles of the error page by status: 404, 500 and 403 have their own, any other status reads «Ошибка». */
export function errorTitle(status: number): string {
  switch (status) {
    case 404:
      return 'Страница не найдена'
    case 500:
      return 'Ошибка сервера'
    case 403:
      return 'Отказано в доступе'
    default:
      return 'Ошибка'
  }
}

const explanations: Record<number, string> = {
  404: 'Возможно, страница переехала или в адресе опечатка. Начните с главной — оттуда легко найти нужное.',
  403: 'У вас нет доступа к этой странице. Если вы уверены, что он должен быть, напишите нам.',
  429: 'Слишком много запросов подряд. Подождите немного и обновите страницу.',
  500: 'На нашей стороне что-то пошло не так. Мы уже знаем о проблеме — попробуйте обновить страницу через минуту.',
  503: 'Сервис временно недоступен: мы уже работаем над этим. Обновите страницу через минуту.',
}

/** The sentence under the error page's title: what happened and what to do. */
export function errorExplanation(status: number): string {
  return explanations[status] ?? 'Не получилось открыть страницу. Попробуйте ещё раз или вернитесь на главную.'
}

/** The HTTP status an error stands for: its own status when it carries one, otherwise 500. */
export function errorStatus(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    for (const key of ['status', 'statusCode'] as const) {
      const value = (error as Record<string, unknown>)[key]
      if (typeof value === 'number' && value >= 400 && value < 600) return value
    }
  }
  return 500
}

/** The seconds an error asks to wait before trying again (a rate limit, an outage): its `retryAfter`, if any. */
export function errorRetryAfter(error: unknown): number | undefined {
  const value = typeof error === 'object' && error !== null ? (error as Record<string, unknown>).retryAfter : undefined
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined
}

/** What the router knows of a matched route after loading. */
interface MatchOutcome {
  status: 'pending' | 'success' | 'error' | 'notFound'
  error: unknown
  _notFound?: boolean
}

export interface PageError {
  status: number
  retryAfter: number | undefined
}

/**
 * The error page a page ends in, read from the router's matches (root first): the first route
 * that failed decides, 404 for a not-found and the error's own status otherwise. Undefined when
 * every route loaded. The HTTP status, Retry-After and the document title all come from here, so
 * they always agree with the page.
 */
export function pageError(matches: readonly MatchOutcome[]): PageError | undefined {
  for (const match of matches) {
    if (match.status === 'notFound' || match._notFound) return { status: 404, retryAfter: undefined }
    if (match.status === 'error') return { status: errorStatus(match.error), retryAfter: errorRetryAfter(match.error) }
  }
  return undefined
}

/** The id of the server request an error comes from (X-Request-Id), when the server marked it. */
export function errorRequestId(error: unknown): string | undefined {
  const value = typeof error === 'object' && error !== null ? (error as Record<string, unknown>).requestId : undefined
  return typeof value === 'string' && value !== '' ? value : undefined
}
