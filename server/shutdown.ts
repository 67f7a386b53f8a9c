import type { Server } from 'srvx'
import { consoleLogger, describeError } from '../api/logger.ts'

export interface ShutdownOptions {
  /** Runs after the last in-flight request has finished: close the database and the like. */
  cleanup: () => Promise<void>
  /** In-flight requests still running after this are cut off. */
  timeoutMs?: number
  log?: (message: string) => void
}

/**
 * A clean stop: no new connections, in-flight requests finish (or are cut off after the
 * timeout), then cleanup runs. Calling it again returns the same stop.
 */
export function createShutdown(server: Server, options: ShutdownOptions): () => Promise<void> {
  const log = options.log ?? ((message: string) => console.log(message))
  let stopping: Promise<void> | undefined
  return () =>
    (stopping ??= (async () => {
      log('Shutting down: finishing in-flight requests…')
      const force = setTimeout(() => void server.close(true), options.timeoutMs ?? 10_000)
      // Keep-alive connections (browsers, load balancers) would hold the close open: drop each
      // one as soon as its last request is answered.
      const node = server.node?.server
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
    ;(options.log ?? console.log)(`Received ${signal}.`)
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
