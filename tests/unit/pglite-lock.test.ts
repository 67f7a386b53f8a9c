import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { lockDataDir } from '#api/db/pglite-lock.ts'

describe('lockDataDir', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pglite-lock-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('takes the lock and releases it', () => {
    const dataDir = join(dir, 'pglite')
    const release = lockDataDir(dataDir)
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid))
    release()
    expect(existsSync(`${dataDir}.lock`)).toBe(false)
  })

  it('refuses a directory that a live process holds, naming the way out', () => {
    const dataDir = join(dir, 'pglite')
    writeFileSync(`${dataDir}.lock`, String(process.ppid))
    expect(() => lockDataDir(dataDir)).toThrow(/in use by process .*DATABASE_URL/s)
  })

  it('takes over a lock left by a process that no longer exists', () => {
    const dataDir = join(dir, 'pglite')
    writeFileSync(`${dataDir}.lock`, '2147483646')
    const release = lockDataDir(dataDir)
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid))
    release()
  })
})
