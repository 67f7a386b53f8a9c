import { randomBytes } from 'node:crypto'

/** A build id: BUILD_ID from the environment (set by a deploy pipeline), or time plus randomness. */
export function createBuildId(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.BUILD_ID?.trim()
  if (fromEnv) return fromEnv
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+$/, '')
  return `${stamp}-${randomBytes(3).toString('hex')}`
}
