import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { EntryComposition } from '../../server/entry-composition.ts'
import { CLIENT_DIR } from './assets.ts'
import { Table } from './table.ts'

/** Written by every build (server/entry-composition.ts). */
const COMPOSITION_FILE = resolve(import.meta.dirname, '../../dist/entry-composition.json')

/** The framework every page of a TanStack Start site loads: React and TanStack's packages. */
const FRAMEWORK = /^(react|react-dom|scheduler|use-sync-external-store|seroval|seroval-plugins|@tanstack\/.+)$/

export interface EntryReport {
  file: string
  /** The entry chunk gzipped, in KB. */
  gzipKb: number
  /** The framework's part of it, in KB gzip (estimated from its share of the minified bytes). */
  frameworkKb: number
  parts: { name: string; minifiedKb: number; share: number; gzipKb: number }[]
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/** The entry chunk's parts: minified bytes from the build's record, gzip estimated by each part's share. */
export function entryReport(): EntryReport | undefined {
  if (!existsSync(COMPOSITION_FILE)) return undefined
  const composition = JSON.parse(readFileSync(COMPOSITION_FILE, 'utf8')) as EntryComposition
  const gzipBytes = gzipSync(readFileSync(join(CLIENT_DIR, composition.file))).length
  const total = composition.parts.reduce((sum, part) => sum + part.bytes, 0)
  const parts = composition.parts.map((part) => ({
    name: part.name,
    minifiedKb: kb(part.bytes),
    share: part.bytes / total,
    gzipKb: kb((gzipBytes * part.bytes) / total),
  }))
  const framework = composition.parts.filter((part) => FRAMEWORK.test(part.name)).reduce((sum, part) => sum + part.bytes, 0)
  return { file: composition.file, gzipKb: kb(gzipBytes), frameworkKb: kb((gzipBytes * framework) / total), parts }
}

/** The report as a table: the largest parts, then the rest in one line. */
export function printEntryReport(report: EntryReport, { markdown = false, top = 15 } = {}): void {
  console.log(
    `\nEntry chunk ${report.file}: ${report.gzipKb} KB gzip, of which the framework (React, TanStack) about ${report.frameworkKb} KB`,
  )
  const table = new Table(
    [{ title: 'part', align: 'left', width: 28 }, { title: 'minified KB' }, { title: 'share' }, { title: '≈ gzip KB' }],
    { markdown },
  )
  console.log(table.header())
  const row = (name: string, minifiedKb: number, share: number, gzipKb: number) =>
    console.log(table.row([name, minifiedKb.toFixed(1), `${(share * 100).toFixed(1)} %`, gzipKb.toFixed(1)]))
  for (const part of report.parts.slice(0, top)) row(part.name, part.minifiedKb, part.share, part.gzipKb)
  const rest = report.parts.slice(top)
  if (rest.length > 0) {
    const sum = (pick: (part: EntryReport['parts'][number]) => number) => rest.reduce((total, part) => total + pick(part), 0)
    row(
      `${rest.length} more`,
      sum((part) => part.minifiedKb),
      sum((part) => part.share),
      sum((part) => part.gzipKb),
    )
  }
}
