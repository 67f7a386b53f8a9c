import { readFileSync, writeFileSync } from 'node:fs'
import type { EntryReport } from './composition.ts'
import { Table } from './table.ts'

/** One page type's figures in a run of `npm run bench`. */
export interface PageResult {
  name: string
  path: string
  staticRps: number
  cachedRps: number
  cachedP99: number
  uncachedRps: number
  uncachedP50: number
  uncachedP99: number
  errors: number
  jsKb: number
  cssKb: number
}

/** What `--json <file>` writes, and what `--compare <file>` reads back. */
export interface BenchResults {
  date: string
  machine: string
  connections: number
  duration: number
  acceptEncoding: string
  pages: PageResult[]
  rssMb: { before: number; after: number }
  entry?: EntryReport
}

export const writeResults = (file: string, results: BenchResults) => writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)

export function readResults(file: string): BenchResults {
  const results = JSON.parse(readFileSync(file, 'utf8')) as BenchResults
  if (!Array.isArray(results.pages)) throw new Error(`${file} is not a file written by npm run bench -- --json`)
  return results
}

const ratio = (value: number, ceiling: number) => (ceiling > 0 ? value / ceiling : 0)
const change = (before: number, after: number, digits: number) => `${before.toFixed(digits)} → ${after.toFixed(digits)}`

/**
 * Before and after, page by page. Ratios to each run's own static ceiling compare across machines and
 * loads; absolute requests per second and latencies only between runs on the same machine.
 */
export function printComparison(before: BenchResults, after: BenchResults, { markdown = false } = {}): void {
  console.log(`\nCompared with ${before.date} (${before.machine})`)
  const table = new Table(
    [
      { title: 'page', align: 'left', width: 14 },
      { title: 'cached ratio', width: 12 },
      { title: 'uncached ratio', width: 14 },
      { title: 'uncached p99 ms', width: 15 },
      { title: 'JS KB', width: 9 },
    ],
    { markdown },
  )
  console.log(table.header())
  for (const page of after.pages) {
    const old = before.pages.find((candidate) => candidate.path === page.path)
    if (!old) {
      console.log(table.row([page.name, 'new', '', '', '']))
      continue
    }
    console.log(
      table.row([
        page.name,
        change(ratio(old.cachedRps, old.staticRps), ratio(page.cachedRps, page.staticRps), 2),
        change(ratio(old.uncachedRps, old.staticRps), ratio(page.uncachedRps, page.staticRps), 2),
        change(old.uncachedP99, page.uncachedP99, 0),
        change(old.jsKb, page.jsKb, 0),
      ]),
    )
  }
  console.log(`Server RSS after the load: ${before.rssMb.after} → ${after.rssMb.after} MB`)
  if (before.entry && after.entry) console.log(`Entry chunk: ${change(before.entry.gzipKb, after.entry.gzipKb, 1)} KB gzip`)
}
