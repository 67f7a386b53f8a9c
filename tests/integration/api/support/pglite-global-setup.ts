import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openPglite, pgliteHandle } from '#api/db/client.ts'
import { migrate } from '#api/db/migrate.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (tar), which each test file loads in a fraction of initdb's time. */
    pgliteSnapshot: string
  }
}

export default async function createMigratedSnapshot(project: TestProject) {
  const client = openPglite()
  const handle = pgliteHandle(client)
  await migrate(handle.db)
  const dir = mkdtempSync(join(tmpdir(), 'pglite-snapshot-'))
  const file = join(dir, 'migrated.tar')
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
  await handle.close()
  project.provide('pgliteSnapshot', file)
  return () => rmSync(dir, { recursive: true, force: true })
}
