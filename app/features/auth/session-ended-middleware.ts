import { createMiddleware } from '@tanstack/react-start'
import { takeSessionEndedNote } from '#app/lib/session/cookies.server.ts'
import { reportSessionEndedInThisTab } from './session-sync.ts'

const flagOf = (context: unknown, name: string) =>
  typeof context === 'object' && context !== null && (context as Record<string, unknown>)[name] === true

/**
 * Marks the browser's own calls of server functions (not the ones a page render makes on the
 * server), for sessionEndedMiddleware: only those answers reach a tab that can act on them.
 */
export const markBrowserCalls = createMiddleware().server(({ next, handlerType }) =>
  next({ context: { browserCall: handlerType === 'serverFn' } }),
)

/**
 * Any server function may find that the session has ended (a refresh refused while it fetched public
 * content, a token the API revoked): its answer then says so, and the tab signs out and tells the
 * person, instead of showing them as signed in until the next page load.
 */
export const sessionEndedMiddleware = createMiddleware({ type: 'function' })
  .client(async ({ next }) => {
    const result = await next()
    if (flagOf(result.context, 'sessionEnded')) reportSessionEndedInThisTab()
    return result
  })
  .server(async ({ next, context }) => {
    const result = await next()
    if (!flagOf(context, 'browserCall') || !takeSessionEndedNote()) return result
    // After the handler, since that is when it is known: added to what goes back to the browser.
    return Object.assign(result, { sendContext: { ...(result.sendContext as object | undefined), sessionEnded: true } })
  })
