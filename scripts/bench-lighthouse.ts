// `npm run bench:lighthouse`: Lighthouse with its default (mobile) settings on four page types, in
// Debian's Chromium, against the production server started as `npm run bench` starts it. Prints
// the four category scores and LCP, TBT, CLS, FCP for each page.
//
//   npm run bench:lighthouse                  one run per page
//   npm run bench:lighthouse -- --runs 5      the median of five runs per page (Lighthouse's advice against variance)
//   npm run bench:lighthouse -- --markdown    a Markdown table, for docs/performance.md
//
// It exits with 1 when a page does not answer 200 or Lighthouse cannot audit it.
import { parseArgs } from 'node:util'
import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { FULL_CHROMIUM } from '../tests/e2e/chromium.ts'
import { cleanUpOnInterrupt } from './bench/interrupt.ts'
import { describeMachine } from './bench/machine.ts'
import { LIGHTHOUSE_PAGES } from './bench/pages.ts'
import { fetchPage, startBenchSite } from './bench/site.ts'
import { Table } from './bench/table.ts'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const METRICS = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'first-contentful-paint'] as const

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    markdown: { type: 'boolean', default: false },
  },
})
const RUNS = Number(options.runs)
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`--runs must be a whole number from 1, not "${options.runs}"`)
  process.exit(2)
}

/** One Lighthouse run of a URL in the Chromium listening on `port`. */
async function audit(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  for (const warning of lhr.runWarnings) console.error(`Warning for ${url}: ${warning}`)
  return lhr
}

const score = (lhr: Result, category: (typeof CATEGORIES)[number]) => {
  const value = lhr.categories[category]?.score
  return value === null || value === undefined ? '–' : String(Math.round(value * 100))
}

/** As Lighthouse shows it: seconds for paints, ms for blocking time, a bare number for CLS. */
const metric = (lhr: Result, id: (typeof METRICS)[number]) => lhr.audits[id]?.displayValue?.replace(/\u00a0/g, ' ') ?? '–'

async function main() {
  console.log(`Machine: ${describeMachine()}`)
  // The browser first: a browser that cannot start ends the run before there is a server to leave behind.
  const chromium = await launch({
    chromePath: FULL_CHROMIUM.path,
    chromeFlags: ['--headless', '--no-sandbox'],
    handleSIGINT: false,
    logLevel: 'silent',
  })
  cleanUpOnInterrupt(() => chromium.kill())
  const site = await startBenchSite().catch((error: unknown) => {
    chromium.kill()
    throw error
  })
  try {
    console.log(
      `Server ${site.url}; Lighthouse (mobile, simulated throttling) in ${FULL_CHROMIUM.path}, ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} per page\n`,
    )
    const table = new Table(
      [
        { title: 'page', align: 'left', width: 10 },
        { title: 'performance' },
        { title: 'accessibility' },
        { title: 'best practices' },
        { title: 'SEO' },
        { title: 'LCP', width: 6 },
        { title: 'TBT', width: 8 },
        { title: 'CLS', width: 5 },
        { title: 'FCP', width: 6 },
      ],
      { markdown: options.markdown },
    )
    console.log(table.header())
    for (const page of LIGHTHOUSE_PAGES) {
      const url = `${site.url}${page.path}`
      await fetchPage(url)
      const runs: Result[] = []
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, chromium.port))
      const lhr = RUNS === 1 ? runs[0]! : computeMedianRun(runs)
      console.log(table.row([page.name, ...CATEGORIES.map((category) => score(lhr, category)), ...METRICS.map((id) => metric(lhr, id))]))
    }
  } finally {
    chromium.kill()
    await site.stop()
  }
}

try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
