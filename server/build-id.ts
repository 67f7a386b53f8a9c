import { randomBytes } from 'node:crypto'
import { readConfig } from './config.ts'

/** A build id: BUILD_ID from the configuration (set by a deploy pipeline), or time plus randomness. */
export function createBuildId(env: NodeJS.ProcessEnv): string {
  const fromEnv = readConfig(env).build.id
  if (fromEnv) return fromEnv
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+$/, '')
  return `${stamp}-${randomBytes(3).toString('hex')}`
}

/** A build's time (ISO 8601): BUILD_TIME from the configuration when it is a date (set by a deploy pipeline), or now. */
export function createBuildTime(env: NodeJS.ProcessEnv, now: Date = new Date()): string {
  return readConfig(env).build.time ?? now.toISOString()
}
