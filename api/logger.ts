/** Structured one-line logs; errors keep their stack here and never in a response. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

const line = (level: string, message: string, fields?: Record<string, unknown>) => JSON.stringify({ level, message, ...fields })

/** The product's one logger (the API, the site's server, the process), as JSON lines. */
export const consoleLogger: Logger & { warn: Logger['error'] } = {
  info: (message, fields) => console.log(line('info', message, fields)),
  warn: (message, fields) => console.warn(line('warn', message, fields)),
  error: (message, fields) => console.error(line('error', message, fields)),
}

/** An error as log fields: its message, the cause's, and the stack. */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) }
  // Drizzle wraps the database's error ("Failed query: ..."); the reason is in its cause.
  const cause = error.cause instanceof Error ? { cause: error.cause.message } : {}
  return { error: error.message, ...cause, stack: error.stack }
}
