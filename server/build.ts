import { spawnSync } from 'node:child_process'
import { hash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createRequire } from 'node:module'
import { dirname, join, relative, sep } from 'node:path'
import * as v from 'valibot'
import { createBuildId, createBuildTime } from './build-id.ts'

/** What the build is made from; a change in any of these makes the build stale. */
export const BUILD_INPUTS = [
  'app',
  'api',
  'shared',
  'public',
  // The server bundle includes the configuration module, and vite.config.ts imports from here.
  'server',
  'routeTree.gen.ts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
]
export const SERVER_ENTRY = 'dist/server/server.js'
/** What a build records of itself: not under dist/client, so never served. */
export const BUILD_RECORD = 'dist/build.json'
/** The client's hashed files: the ones pages of a build ask for while they stay open. */
export const CLIENT_ASSETS = 'dist/client/assets'
/**
 * How many earlier builds' client assets a build keeps beside its own. One is what a rolling
 * deploy needs: while it runs and after it, pages of the build it replaces still load their chunks.
 */
const KEPT_EARLIER_BUILDS = 1

const AssetList = v.array(v.pipe(v.string(), v.regex(/^[^/\\]+$/)))
const BuildRecordSchema = v.object({
  id: v.string(),
  time: v.string(),
  /** Each input file (path relative to the root, with forward slashes) and the SHA-256 of its content. */
  inputs: v.record(v.string(), v.string()),
  /** The file names under dist/client/assets this build made. */
  assets: AssetList,
  /** Earlier builds whose assets are kept in this dist too, newest first (null id: built before builds kept records). */
  earlier: v.array(v.object({ id: v.nullable(v.string()), assets: AssetList })),
})
export type BuildRecord = v.InferOutput<typeof BuildRecordSchema>
type EarlierBuild = BuildRecord['earlier'][number]

/** The record of the build in root's dist/, or null when there is none or it cannot be read. */
export function readBuildRecord(root: string): BuildRecord | null {
  try {
    const result = v.safeParse(BuildRecordSchema, JSON.parse(readFileSync(join(root, BUILD_RECORD), 'utf8')))
    return result.success ? result.output : null
  } catch {
    return null
  }
}

/** Every input file and the hash of its content: what decides whether a build is current, whatever the file times say. */
function hashBuildInputs(root: string): Record<string, string> {
  const files: string[] = []
  for (const input of BUILD_INPUTS) {
    const path = join(root, input)
    if (!existsSync(path)) continue
    if (!statSync(path).isDirectory()) {
      files.push(input)
      continue
    }
    for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) files.push(relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    }
  }
  const inputs: Record<string, string> = {}
  for (const file of files.sort()) inputs[file] = hash('sha256', readFileSync(join(root, file)), 'base64url')
  return inputs
}

/** The paths whose content differs between two sets of inputs (changed, added or removed), sorted. */
export function changedInputs(recorded: Record<string, string>, current: Record<string, string>): string[] {
  const paths = new Set([...Object.keys(recorded), ...Object.keys(current)])
  return [...paths].filter((path) => recorded[path] !== current[path]).sort()
}

const LISTED_CHANGES = 3

/**
 * Why root needs a build before it can be served, in a few words for the log, or null when the
 * build in dist/ was made from exactly the sources there (file times play no part: an unpacked
 * archive keeps its own).
 */
export function whyBuild(root: string): string | null {
  if (!existsSync(join(root, SERVER_ENTRY))) return 'no build yet'
  const record = readBuildRecord(root)
  if (!record) return `the build has no readable ${BUILD_RECORD}`
  const changed = changedInputs(record.inputs, hashBuildInputs(root))
  if (!changed.length) return null
  const more = changed.length - LISTED_CHANGES
  return `sources changed: ${changed.slice(0, LISTED_CHANGES).join(', ')}${more > 0 ? ` and ${more} more` : ''}`
}

/** Runs `vite build` with this Node (`args` after it, e.g. a log level); throws when the build fails. */
export function viteBuild(root: string, env: NodeJS.ProcessEnv, args: string[] = []): void {
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js')
  const result = spawnSync(process.execPath, [vite, 'build', ...args], { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`vite build failed with exit code ${result.status}`)
}

const listAssets = (root: string): string[] => (existsSync(join(root, CLIENT_ASSETS)) ? readdirSync(join(root, CLIENT_ASSETS)).sort() : [])
const sameFiles = (a: string[], b: string[]) => a.length === b.length && a.every((name) => b.includes(name))

/**
 * The builds in root's dist/ now, newest first, with only the assets still there: the one
 * recorded and those it kept. A dist without a record (made before builds kept one) counts as one
 * unnamed build of whatever assets it holds.
 */
function buildsInDist(root: string): EarlierBuild[] {
  const present = new Set(listAssets(root))
  const record = readBuildRecord(root)
  if (!record) return present.size ? [{ id: null, assets: [...present] }] : []
  return [{ id: record.id, assets: record.assets }, ...record.earlier]
    .map((build) => ({ id: build.id, assets: build.assets.filter((name) => present.has(name)) }))
    .filter((build) => build.assets.length > 0)
}

/**
 * The earlier builds whose assets a new build keeps: the newest ones in the dist it replaces,
 * up to KEPT_EARLIER_BUILDS, skipping any with exactly the new build's files (the same code built
 * again: nothing of it would be missing).
 */
function earlierBuildsToKeep(inDist: EarlierBuild[], own: string[]): EarlierBuild[] {
  return inDist.filter((build) => !sameFiles(build.assets, own)).slice(0, KEPT_EARLIER_BUILDS)
}

export interface BuildOptions {
  env?: NodeJS.ProcessEnv
  /** Writes dist/ (vite build); tests of the bookkeeping around it pass a quicker stand-in. */
  bundle?: (root: string, env: NodeJS.ProcessEnv) => void
}

/**
 * Builds root into dist/: the bundle, then the previous build's client assets put back beside the
 * new ones (so open pages of that build keep loading their chunks wherever a deploy sends them),
 * then dist/build.json. The earlier build is whatever dist/ held before: on a build machine, the
 * dist/ of the release before (restore it first on a fresh checkout). Throws when the build fails.
 */
// biome-ignore lint/style/noProcessEnv: the environment the bundler's process inherits whole, not settings read here.
export function buildSite(root: string, { env = process.env, bundle = viteBuild }: BuildOptions = {}): BuildRecord {
  // Hashed before bundling: a source edited while the build runs makes the next start build again.
  const inputs = hashBuildInputs(root)
  const id = createBuildId(env)
  const time = createBuildTime(env)
  const inDist = buildsInDist(root)
  // The bundler empties dist/: the earlier assets wait outside it.
  const aside = mkdtempSync(join(tmpdir(), 'agency-kept-assets-'))
  try {
    for (const name of new Set(inDist.flatMap((build) => build.assets))) copyFileSync(join(root, CLIENT_ASSETS, name), join(aside, name))
    // Always the production bundle: with NODE_ENV=test (a test runner) or development in the caller's
    // environment, React and the router would ship their development code under a current record.
    bundle(root, { ...env, NODE_ENV: 'production', BUILD_ID: id, BUILD_TIME: time })
    const own = listAssets(root)
    const earlier = earlierBuildsToKeep(inDist, own)
    mkdirSync(join(root, CLIENT_ASSETS), { recursive: true })
    for (const name of new Set(earlier.flatMap((build) => build.assets))) {
      const target = join(root, CLIENT_ASSETS, name)
      if (!existsSync(target)) copyFileSync(join(aside, name), target)
    }
    const record: BuildRecord = { id, time, inputs, assets: own, earlier }
    writeFileSync(join(root, BUILD_RECORD), `${JSON.stringify(record, null, 1)}\n`)
    return record
  } finally {
    rmSync(aside, { recursive: true, force: true })
  }
}
