import type { ServerResponse } from 'node:http'
import type { Server } from 'srvx'
import { consoleLogger, describeError } from '../shared/server/logger.ts'

export interface ShutdownOptions {
  /** Runs after the last in-flight request has finished: close the database and the like. */
  cleanup: () => Promise<void>
  /**
   * How long the server keeps serving after the signal, readiness at 503 and every answer with
   * Connection: close, before it stops taking connections (SHUTDOWN_DRAIN_SECONDS). 0 by default.
   */
  drainMs?: number
  /** Runs first, as the stop begins: readiness turns 503 (server/readiness.ts). */
  onStopping?: () => void
  /** In-flight requests still running this long after the drain are cut off. */
  timeoutMs?: number
  log?: (message: string) => void
}

/**
 * A stop that a load balancer sees coming and that loses no request:
 * 1. readiness answers 503, so a balancer that checks it stops sending new requests;
 * 2. for the drain period everything is still served, each answer with Connection: close, so every
 *    connection in use is closed by this server only right after an answer (never while a request
 *    may be on its way on it) and clients open new ones (to another instance once they know);
 * 3. then no new connections are taken, requests in flight finish (cut off after the timeout), and
 *    connections left idle are closed: a balancer that keeps idle connections for less time than
 *    the drain has closed its own by then, so none can be carrying a request;
 * 4. cleanup runs (database last).
 * Calling it again returns the same stop.
 */
function createShutdown(server: Server, options: ShutdownOptions): () => Promise<void> {
  const log = options.log ?? ((message: string) => consoleLogger.info(message))
  const node = server.node?.server
  // Answers not yet begun: the ones begun before the drain must say Connection: close too.
  const open = new Set<ServerResponse>()
  let draining = false
  node?.prependListener('request', (_request, response: ServerResponse) => {
    if (draining) {
      response.setHeader('Connection', 'close')
      return
    }
    open.add(response)
    response.once('close', () => open.delete(response))
  })

  let stopping: Promise<void> | undefined
  return () =>
    (stopping ??= (async () => {
      const drainMs = options.drainMs ?? 0
      options.onStopping?.()
      draining = true
      for (const response of open) if (!response.headersSent) response.setHeader('Connection', 'close')
      open.clear()
      if (drainMs > 0) {
        log(`Stopping: readiness answers 503; serving for ${drainMs / 1000} s more, every answer with Connection: close`)
        await new Promise((resolve) => setTimeout(resolve, drainMs))
      }
      log('Shutting down: no new connections; finishing in-flight requests…')
      const force = setTimeout(() => void server.close(true), options.timeoutMs ?? 10_000)
      // A connection whose answer began before the drain can still go idle with keep-alive: close it
      // once it does (server.close() closes the ones idle now).
      const sweep = setInterval(() => node && 'closeIdleConnections' in node && node.closeIdleConnections(), 50)
      try {
        await server.close()
      } finally {
        clearTimeout(force)
        clearInterval(sweep)
      }
      await options.cleanup()
      log('Stopped.')
    })())
}

/** Stops the process cleanly on SIGTERM or SIGINT; a second signal exits at once. */
export function handleShutdownSignals(server: Server, options: ShutdownOptions): void {
  const shutdown = createShutdown(server, options)
  let signalled = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) process.exit(1)
    signalled = true
    ;(options.log ?? ((message: string) => consoleLogger.info(message)))(`Received ${signal}.`)
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        consoleLogger.error('Shutdown failed', describeError(error))
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}
