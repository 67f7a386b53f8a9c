// `npm run bench`: how close the site's pages come to static speed, measured side by side in one run.
// It starts the production server (as `npm start` does, building first when the build is stale) on
// a port and data directory of its own, then for each page type loads, at the same number of
// connections: the same HTML bytes as a static file of that server (the ceiling), the page as a
// guest gets it (from the page cache once it is warm), and the page with the cache bypassed
// (`Cache-Control: no-cache`: a fresh render). /profile/ is loaded for a signed-in person and
// /admin/leads/ (a staff list screen) for the admin, whose pages are never cached, so both of their
// columns measure a render. It prints requests per second,
// latency, errors, the ratio to the ceiling, each page's initial JavaScript and CSS (gzip) and the
// server's memory before and after, then what the entry chunk is made of (dist/entry-composition.json,
// written by every build).
// By default nothing is compressed (no Accept-Encoding), so the ceiling is the plain bytes written by
// the static file server. With `--encoding "br, gzip"` (as a browser asks) the static copy is
// compressed on every request while the page cache keeps its pages gzipped once, so a cached page
// may beat its "ceiling".
//
//   npm run bench                              the table (10 s per measurement, 50 connections)
//   npm run bench -- --markdown                the same as a Markdown table, for docs/performance.md
//   npm run bench -- --duration 1 --connections 5   a quick run that only checks the bench works
//   npm run bench -- --encoding "br, gzip"     every request as a browser asks (default identity: no compression)
//   npm run bench -- --json run.json           also writes the figures to run.json
//   npm run bench -- --compare run.json        prints this run beside one written before (ratios, p99, JS)
//   npm run bench -- --soak 600                a mixed guest and signed-in load for 600 s, RSS every 30 s
//                                              (--interval <s> between reports, --warmup <s> before the drift's first sample)
//
// It exits with 1 when a page does not answer 200 or any request under load fails.
// DATABASE_URL, when set, is passed on: the server then runs on that PostgreSQL.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { CLIENT_DIR, initialAssets } from './bench/assets.ts'
import { entryReport, printEntryReport } from './bench/composition.ts'
import { type LoadOptions, measure } from './bench/load.ts'
import { describeMachine } from './bench/machine.ts'
import { BYPASS_CACHE, LOAD_PAGES } from './bench/pages.ts'
import { type BenchResults, type PageResult, printComparison, readResults, writeResults } from './bench/results.ts'
import { rssMb } from './bench/rss.ts'
import { type BenchSite, fetchPage, startBenchSite } from './bench/site.ts'
import { soak } from './bench/soak.ts'
import { formatCount, formatLatency, formatRatio, Table } from './bench/table.ts'

/** Where the copies of the pages are served from, as plain files of the same server. */
const STATIC_DIR = join(CLIENT_DIR, '_bench')

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    markdown: { type: 'boolean', default: false },
    encoding: { type: 'string', default: 'identity' },
    soak: { type: 'string' },
    interval: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '30' },
    json: { type: 'string' },
    compare: { type: 'string' },
  },
})

function positiveNumber(name: string, value: string): number {
  const number = Number(value)
  if (!Number.isFinite(number) || number <= 0) {
    console.error(`--${name} must be a positive number, not "${value}"`)
    process.exit(2)
  }
  return number
}

const load: LoadOptions = {
  duration: positiveNumber('duration', options.duration),
  connections: positiveNumber('connections', options.connections),
  acceptEncoding: options.encoding,
}

/** The table of every page type; answers the figures, and whether every page answered and every request succeeded. */
async function measurePages(site: BenchSite): Promise<{ ok: boolean; pages: PageResult[]; rssMb: BenchResults['rssMb'] }> {
  const table = new Table(
    [
      { title: 'page', align: 'left', width: 14 },
      { title: 'static r/s', width: 10 },
      { title: 'cached r/s', width: 10 },
      { title: 'ratio' },
      { title: 'p50/p99 ms', width: 13 },
      { title: 'uncached r/s' },
      { title: 'ratio' },
      { title: 'p50/p99 ms', width: 13 },
      { title: 'errors' },
      { title: 'JS KB' },
      { title: 'CSS KB' },
    ],
    { markdown: options.markdown },
  )
  const cookies = { person: await site.signIn('person'), staff: await site.signIn('staff') }
  const failures: string[] = []
  const pages: PageResult[] = []
  const rssBefore = rssMb(site.pid)
  console.log(table.header())
  mkdirSync(STATIC_DIR, { recursive: true })
  try {
    for (const [index, page] of LOAD_PAGES.entries()) {
      const url = `${site.url}${page.path}`
      const session: Record<string, string> = page.visitor && page.visitor !== 'guest' ? { cookie: cookies[page.visitor] } : {}
      // Also the request that puts a guest page into the cache before it is measured.
      const html = await fetchPage(url, session)
      const file = `page-${index}.html`
      writeFileSync(join(STATIC_DIR, file), html)
      const ceiling = await measure(`${site.url}/_bench/${file}`, load)
      const cached = await measure(url, load, session)
      const uncached = await measure(url, load, { ...session, ...BYPASS_CACHE })
      const assets = initialAssets(html)
      const errors = ceiling.errors + cached.errors + uncached.errors
      pages.push({
        name: page.name,
        path: page.path,
        staticRps: ceiling.rps,
        cachedRps: cached.rps,
        cachedP99: cached.p99,
        uncachedRps: uncached.rps,
        uncachedP50: uncached.p50,
        uncachedP99: uncached.p99,
        errors,
        jsKb: assets.js,
        cssKb: assets.css,
      })
      console.log(
        table.row([
          page.name,
          formatCount(ceiling.rps),
          formatCount(cached.rps),
          formatRatio(cached.rps, ceiling.rps),
          formatLatency(cached.p50, cached.p99),
          formatCount(uncached.rps),
          formatRatio(uncached.rps, ceiling.rps),
          formatLatency(uncached.p50, uncached.p99),
          errors,
          assets.js,
          assets.css,
        ]),
      )
      for (const [what, result] of [
        ['static', ceiling],
        ['cached', cached],
        ['uncached', uncached],
      ] as const) {
        if (result.errors > 0) failures.push(`${page.name} (${what}): ${result.errors} failed requests (${result.failures})`)
      }
    }
  } finally {
    rmSync(STATIC_DIR, { recursive: true, force: true })
  }
  const rss = { before: rssBefore, after: rssMb(site.pid) }
  console.log(`\nServer RSS: ${rss.before} MB before, ${rss.after} MB after`)
  for (const failure of failures) console.error(`Failed: ${failure}`)
  return { ok: failures.length === 0, pages, rssMb: rss }
}

async function main(): Promise<boolean> {
  const soakSeconds = options.soak === undefined ? undefined : positiveNumber('soak', options.soak)
  // Read first: a file that cannot be compared should not cost a whole run.
  const previous = options.compare === undefined ? undefined : readResults(options.compare)
  // Before the server starts: its build would count in the load average.
  const machine = describeMachine()
  console.log(`Machine: ${machine}`)
  const site = await startBenchSite({ sessionSeconds: soakSeconds ?? 0 })
  try {
    if (soakSeconds !== undefined) {
      console.log(`Server ${site.url}, Accept-Encoding: ${load.acceptEncoding}\n`)
      return await soak(site, {
        seconds: soakSeconds,
        connections: load.connections,
        acceptEncoding: load.acceptEncoding,
        interval: positiveNumber('interval', options.interval),
        warmup: Number(options.warmup),
        markdown: options.markdown,
      })
    }
    console.log(
      `Server ${site.url}, ${load.connections} connections, ${load.duration} s per measurement, Accept-Encoding: ${load.acceptEncoding}\n`,
    )
    const { ok, pages, rssMb: rss } = await measurePages(site)
    const entry = entryReport()
    if (entry) printEntryReport(entry, { markdown: options.markdown })
    const results: BenchResults = {
      date: new Date().toISOString(),
      machine,
      connections: load.connections,
      duration: load.duration,
      acceptEncoding: load.acceptEncoding,
      pages,
      rssMb: rss,
      entry,
    }
    if (options.json) writeResults(options.json, results)
    if (previous) printComparison(previous, results, { markdown: options.markdown })
    return ok
  } finally {
    await site.stop()
  }
}

try {
  if (!(await main())) process.exitCode = 1
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
