import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'

/**
 * Marks the errors a server render ends in with the request's id (X-Request-Id, passed on by the
 * route-label middleware in app/start.ts), before they are sent to the browser: the error page
 * shows it, so that a visitor can quote it and the operator find the request's log lines. Errors
 * of failed API calls carry it already. In the browser, nothing to mark.
 */
export const markErrorsWithRequestId = createIsomorphicFn()
  .server((errors: readonly unknown[]): void => {
    let requestId: string | undefined
    try {
      requestId = getGlobalStartContext()?.requestId
    } catch {
      return
    }
    if (!requestId) return
    for (const error of errors) {
      if (typeof error === 'object' && error !== null && !('requestId' in error && error.requestId)) {
        Object.assign(error, { requestId })
      }
    }
  })
  .client((_errors: readonly unknown[]): void => {})
