import type { Server } from 'srvx'
import { closeDatabase } from '../api/db/instance.ts'
import { consoleLogger } from '../shared/server/logger.ts'
import { listenFailure } from './http.ts'
import { handleShutdownSignals } from './shutdown.ts'

/** Start-up failures an operator fixes (database, port): one line, exit code 1, no stack. */
export async function exitWith(message: string): Promise<never> {
  consoleLogger.error(message)
  await closeDatabase().catch(() => {})
  process.exit(1)
}

/**
 * Waits until the server listens, then stops it cleanly on SIGTERM/SIGINT (readiness first, the
 * drain, then `cleanup`). An address it cannot listen on ends the process with one line.
 */
export async function serveUntilStopped(
  server: Server,
  options: { port: number; host?: string; cleanup: () => Promise<void>; drainMs: number; onStopping: () => void },
): Promise<void> {
  await server.ready().catch(async (error: unknown) => {
    const failure = listenFailure(error, { port: options.port, host: options.host })
    if (!failure) throw error
    await options.cleanup()
    return exitWith(failure)
  })
  handleShutdownSignals(server, { cleanup: options.cleanup, drainMs: options.drainMs, onStopping: options.onStopping })
}
