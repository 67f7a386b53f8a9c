/** Structured one-line logs; errors keep their stack here and never in a response. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

export const consoleLogger: Logger = {
  info: (message, fields) => console.log(JSON.stringify({ level: 'info', message, ...fields })),
  error: (message, fields) => console.error(JSON.stringify({ level: 'error', message, ...fields })),
}

export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) }
  // Drizzle wraps the database's error ("Failed query: ..."); the reason is in its cause.
  const cause = error.cause instanceof Error ? { cause: error.cause.message } : {}
  return { error: error.message, ...cause, stack: error.stack }
}
