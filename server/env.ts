import * as v from 'valibot'

const Port = v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65_535))

/** Reads a port from the environment; a wrong value stops the process with a clear message. */
export function portFromEnv(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const result = v.safeParse(Port, raw)
  if (!result.success) throw new Error(`${name} must be a port number, got "${raw}"`)
  return result.output
}

const Megabytes = v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65_536))

/** Reads a size in megabytes from the environment; a wrong value stops the process with a clear message. */
export function megabytesFromEnv(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const result = v.safeParse(Megabytes, raw)
  if (!result.success) throw new Error(`${name} must be a whole number of megabytes (0 to 65536), got "${raw}"`)
  return result.output
}
