import { config } from '../../server/config.ts'
import { openDatabase, type DatabaseHandle } from './client.ts'

// Kept on globalThis: the start script and the server bundle each carry a copy of this module,
// and Vite's dev server re-evaluates modules; PGlite must be opened once per process.
const key = Symbol.for('agency.database')
const store = globalThis as typeof globalThis & { [key]?: DatabaseHandle }

/** The process-wide database, opened from the configuration on first use. */
export function getDatabase(): DatabaseHandle {
  store[key] ??= openDatabase(config().database)
  return store[key]
}

export async function closeDatabase(): Promise<void> {
  const handle = store[key]
  delete store[key]
  await handle?.close()
}
