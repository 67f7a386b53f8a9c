import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isBuildStale, SERVER_ENTRY } from '../../server/build.ts'

describe('isBuildStale', () => {
  let root: string
  const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000)

  /** Writes a file dated secondsAgo; its new folders are dated long ago, like a checkout's. */
  const touch = (path: string, secondsAgo: number) => {
    const file = join(root, path)
    mkdirSync(join(file, '..'), { recursive: true })
    writeFileSync(file, '')
    backdateFolders(root)
    utimesSync(file, at(secondsAgo), at(secondsAgo))
  }
  const backdateFolders = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry)
      if (statSync(path).isDirectory()) backdateFolders(path)
    }
    utimesSync(dir, at(1000), at(1000))
  }

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'build-freshness-'))
    touch('app/routes/index.tsx', 100)
    touch('package.json', 100)
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('is stale when there is no build', () => {
    expect(isBuildStale(root)).toBe(true)
  })

  it('is fresh when the build is newer than every source', () => {
    touch(SERVER_ENTRY, 50)
    expect(isBuildStale(root)).toBe(false)
  })

  it('is stale when a source deep in app/ changed after the build', () => {
    touch(SERVER_ENTRY, 50)
    touch('app/features/pages/components/HeroSection.tsx', 10)
    expect(isBuildStale(root)).toBe(true)
  })

  it('is stale when the API, which the build embeds, changed after the build', () => {
    touch(SERVER_ENTRY, 50)
    touch('api/routes/health.ts', 10)
    expect(isBuildStale(root)).toBe(true)
  })

  it('is stale when a source was deleted after the build', () => {
    touch(SERVER_ENTRY, 50)
    rmSync(join(root, 'app/routes/index.tsx'))
    expect(isBuildStale(root)).toBe(true)
  })

  it('ignores files the build does not read, such as tests', () => {
    touch(SERVER_ENTRY, 50)
    touch('tests/unit/new.test.ts', 10)
    expect(isBuildStale(root)).toBe(false)
  })
})
