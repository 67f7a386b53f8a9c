import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/** What the process knows of the request it is serving, wherever the code runs (site, API, mail queued by it). */
export interface RequestContext {
  /** X-Request-Id: the visitor's (or the balancer's) when it is well-formed, otherwise made here. */
  readonly id: string
  /** The route pattern that answered, for the request log and metrics (bounded: never the raw path). */
  route?: string
  /** True once the client has closed the connection before the whole answer reached it. */
  clientGone?: () => boolean
  /** Set when the request queued mail: the API wakes the process's sender once the request is done. */
  mailQueued?: boolean
}

export const REQUEST_ID_HEADER = 'x-request-id'

/** Letters, digits and `._:-`, at most 100 of them: an id from outside goes into logs and headers as is. */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{1,100}$/

/** The incoming X-Request-Id when it is well-formed; null otherwise (a new one is made then). */
export function wellFormedRequestId(value: string | null | undefined): string | null {
  return value && WELL_FORMED_ID.test(value) ? value : null
}

export const newRequestId = (): string => randomUUID()

// On globalThis: the start script and the server bundle each carry a copy of this module, and both
// must see the one context of a request.
const key = Symbol.for('agency.requestContext')
const store = globalThis as typeof globalThis & { [key]?: AsyncLocalStorage<RequestContext> }
store[key] ??= new AsyncLocalStorage<RequestContext>()
const storage = store[key]

/** The request being served, if any. */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore()
}

/** Runs `work` as part of `context`: logs, API calls and mails made meanwhile carry its id. */
export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work)
}

/** Runs `work` outside any request: timers and loops started from inside a request must not carry its id. */
export function outsideRequests<T>(work: () => T): T {
  return storage.exit(work)
}

/** Names the route pattern that answers the current request (the last to say wins). */
export function noteRoute(route: string): void {
  const context = storage.getStore()
  if (context) context.route = route
}
