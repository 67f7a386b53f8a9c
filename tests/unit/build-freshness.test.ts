import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BUILD_RECORD, buildSite, CLIENT_ASSETS, readBuildRecord, SERVER_ENTRY, whyBuild } from '../../server/build.ts'

// The bookkeeping around the bundler, on a small tree of sources: what decides a build, and which
// client assets a new build keeps. The stand-in bundler does what `vite build` does to dist/ (empties
// it, writes the server entry and the client's assets); tests/e2e/deploy/ runs the real one.

let root: string

const write = (path: string, content = `// ${path}\n`) => {
  mkdirSync(join(root, path, '..'), { recursive: true })
  writeFileSync(join(root, path), content)
}

/** A bundler that makes these client asset files, and reports the environment it was given. */
function bundlerMaking(assets: string[], seen: NodeJS.ProcessEnv[] = []) {
  return (at: string, env: NodeJS.ProcessEnv) => {
    seen.push(env)
    rmSync(join(at, 'dist'), { recursive: true, force: true })
    mkdirSync(join(at, CLIENT_ASSETS), { recursive: true })
    mkdirSync(join(at, SERVER_ENTRY, '..'), { recursive: true })
    writeFileSync(join(at, SERVER_ENTRY), 'export default {}\n')
    for (const name of assets) writeFileSync(join(at, CLIENT_ASSETS, name), `/* ${name} */\n`)
  }
}

const build = (assets: string[], seen?: NodeJS.ProcessEnv[]) => buildSite(root, { env: {}, bundle: bundlerMaking(assets, seen) })
const assetsInDist = () => readdirSync(join(root, CLIENT_ASSETS)).sort()

/** Sets the times of every file and folder under root, as an archive unpacked elsewhere does. */
function setAllTimes(dir: string, time: Date) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) setAllTimes(path, time)
    utimesSync(path, time, time)
  }
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-freshness-'))
  write('app/routes/index.tsx')
  write('app/features/pages/components/HeroSection.tsx')
  write('api/routes/health.ts')
  write('server/config.ts')
  write('routeTree.gen.ts')
  write('package.json', '{}\n')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('whether to build', () => {
  it('builds when there is no build yet', () => {
    expect(whyBuild(root)).toBe('no build yet')
  })

  it('builds when the build keeps no record of its sources (made by a bare vite build)', () => {
    bundlerMaking(['entry-a.js'])(root, {})
    expect(whyBuild(root)).toBe(`the build has no readable ${BUILD_RECORD}`)
  })

  it('serves a build made from the sources as they are', () => {
    build(['entry-a.js'])
    expect(whyBuild(root)).toBeNull()
  })

  it.each([
    ['sources older than the build', '2001-01-01T00:00:00Z', '2030-01-01T00:00:00Z'],
    ['sources newer than the build', '2030-01-01T00:00:00Z', '2001-01-01T00:00:00Z'],
  ])('serves it whatever the file times say: %s (an unpacked archive)', (_case, sources, dist) => {
    build(['entry-a.js'])
    setAllTimes(root, new Date(sources))
    setAllTimes(join(root, 'dist'), new Date(dist))
    expect(whyBuild(root)).toBeNull()
  })

  it('builds when a source deep in app/ changed, and names it', () => {
    build(['entry-a.js'])
    write('app/features/pages/components/HeroSection.tsx', 'export const changed = true\n')
    expect(whyBuild(root)).toBe('sources changed: app/features/pages/components/HeroSection.tsx')
  })

  it('builds when the API or the server configuration, which the server bundle embeds, changed', () => {
    build(['entry-a.js'])
    write('api/routes/health.ts', '// new\n')
    write('server/config.ts', '// new\n')
    expect(whyBuild(root)).toBe('sources changed: api/routes/health.ts, server/config.ts')
  })

  it('builds when a source was added or deleted', () => {
    build(['entry-a.js'])
    write('shared/contract/new.ts')
    rmSync(join(root, 'app/routes/index.tsx'))
    expect(whyBuild(root)).toBe('sources changed: app/routes/index.tsx, shared/contract/new.ts')
  })

  it('names the first three changes and counts the rest', () => {
    build(['entry-a.js'])
    for (const name of ['a', 'b', 'c', 'd', 'e']) write(`public/${name}.txt`)
    expect(whyBuild(root)).toBe('sources changed: public/a.txt, public/b.txt, public/c.txt and 2 more')
  })

  it('ignores files the build does not read, such as tests', () => {
    build(['entry-a.js'])
    write('tests/unit/new.test.ts')
    write('README.md')
    expect(whyBuild(root)).toBeNull()
  })

  it('records the id the bundler was given, so the server bundle and the record agree', () => {
    const seen: NodeJS.ProcessEnv[] = []
    const record = build(['entry-a.js'], seen)
    expect(seen[0]?.BUILD_ID).toBe(record.id)
    expect(seen[0]?.BUILD_TIME).toBe(record.time)
    expect(readBuildRecord(root)).toEqual(record)
  })

  it('bundles for production whatever NODE_ENV the caller runs with (a test runner sets "test")', () => {
    const seen: NodeJS.ProcessEnv[] = []
    buildSite(root, { env: { NODE_ENV: 'test' }, bundle: bundlerMaking(['entry-a.js'], seen) })
    expect(seen[0]?.NODE_ENV).toBe('production')
  })
})

describe("the previous build's client assets", () => {
  it('are kept beside the new ones, and named in the record', () => {
    const first = build(['entry-1.js', 'shared-x.js'])
    const second = build(['entry-2.js', 'shared-x.js'])
    expect(assetsInDist()).toEqual(['entry-1.js', 'entry-2.js', 'shared-x.js'])
    expect(second.assets).toEqual(['entry-2.js', 'shared-x.js'])
    expect(second.earlier).toEqual([{ id: first.id, assets: ['entry-1.js', 'shared-x.js'] }])
  })

  it('are kept for one build only: the build before that is pruned', () => {
    build(['entry-1.js', 'route-1.js'])
    const second = build(['entry-2.js', 'route-1.js'])
    const third = build(['entry-3.js', 'route-3.js'])
    expect(assetsInDist()).toEqual(['entry-2.js', 'entry-3.js', 'route-1.js', 'route-3.js'])
    expect(third.earlier).toEqual([{ id: second.id, assets: ['entry-2.js', 'route-1.js'] }])
  })

  it('are not replaced by a rebuild of the same code, which keeps the build before it', () => {
    const first = build(['entry-1.js'])
    build(['entry-2.js'])
    const again = build(['entry-2.js'])
    expect(assetsInDist()).toEqual(['entry-1.js', 'entry-2.js'])
    expect(again.earlier).toEqual([{ id: first.id, assets: ['entry-1.js'] }])
  })

  it('are all kept when the dist before kept no record (a build made before records)', () => {
    bundlerMaking(['entry-0.js', 'route-0.js'])(root, {})
    const record = build(['entry-1.js'])
    expect(assetsInDist()).toEqual(['entry-0.js', 'entry-1.js', 'route-0.js'])
    expect(record.earlier).toEqual([{ id: null, assets: ['entry-0.js', 'route-0.js'] }])
  })

  it('are only those still there, when a file of the build before went missing', () => {
    build(['entry-1.js', 'route-1.js'])
    rmSync(join(root, CLIENT_ASSETS, 'route-1.js'))
    const record = build(['entry-2.js'])
    expect(record.earlier.map((earlier) => earlier.assets)).toEqual([['entry-1.js']])
  })
})
