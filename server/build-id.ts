import { randomBytes } from 'node:crypto'

/** A build id: BUILD_ID from the environment (set by a deploy pipeline), or time plus randomness. */
export function createBuildId(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.BUILD_ID?.trim()
  if (fromEnv) return fromEnv
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+$/, '')
  return `${stamp}-${randomBytes(3).toString('hex')}`
}

/** A build's time (ISO 8601): BUILD_TIME from the environment when it is a date (set by a deploy pipeline), or now. */
export function createBuildTime(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): string {
  const fromEnv = Date.parse(env.BUILD_TIME?.trim() ?? '')
  return new Date(Number.isNaN(fromEnv) ? now : fromEnv).toISOString()
}
