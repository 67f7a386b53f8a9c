import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** What the build is made from; a change in any of these makes the build stale. */
const BUILD_INPUTS = [
  'app',
  'api',
  'shared',
  'public',
  'routeTree.gen.ts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
]
export const SERVER_ENTRY = 'dist/server/server.js'

function newestModification(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, entry)))
  return newest
}

/** True when there is no build, or a source is newer than it. */
export function isBuildStale(root: string): boolean {
  const entry = join(root, SERVER_ENTRY)
  if (!existsSync(entry)) return true
  const builtAt = statSync(entry).mtimeMs
  return BUILD_INPUTS.some((input) => newestModification(join(root, input)) > builtAt)
}

/** Runs `vite build` with this Node; throws when the build fails. */
export function buildSite(root: string): void {
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js')
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`vite build failed with exit code ${result.status}`)
}
