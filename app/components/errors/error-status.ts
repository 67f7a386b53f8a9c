/** Titles of the error page by status (specification, section 2). */
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
