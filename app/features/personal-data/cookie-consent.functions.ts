import { createServerFn } from '@tanstack/react-start'
import { consoleLogger, describeError } from '#shared/server/logger.ts'
import { api } from '#app/lib/api/api.server.ts'
import { visitorHeaders } from '#app/lib/api/visitor.server.ts'
import { validInput } from '#app/lib/server-fn/input.ts'
import { currentSession, SessionEndedError, withUserToken } from '#app/lib/session/session.server.ts'
import { CookieConsentSchema } from '#shared/contract/personal-data.ts'

/**
 * Records the cookie notice's choice of a signed-in person as their consent, with the notice's
 * version. A guest's choice stays in their browser only: nobody is known to have made it, so there
 * is nothing to record. The choice holds in the browser whatever happens here; a failure is logged.
 */
export const recordCookieConsent = createServerFn({ method: 'POST' })
  .validator(validInput(CookieConsentSchema))
  .handler(async ({ data }): Promise<{ recorded: boolean }> => {
    if (!(await currentSession())) return { recorded: false }
    try {
      await withUserToken((token) => api('/v1/consents/cookies', { method: 'POST', body: data, headers: visitorHeaders(), token }))
      return { recorded: true }
    } catch (error) {
      if (!(error instanceof SessionEndedError)) consoleLogger.error('Recording the cookie choice failed', describeError(error))
      return { recorded: false }
    }
  })
