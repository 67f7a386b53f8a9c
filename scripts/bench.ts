// `npm run bench`: how close the site's pages come to static speed, measured side by side in one run.
// It starts the production server (as `npm start` does, building first when the build is stale) on
// a port and data directory of its own, then for each page type loads the same HTML bytes as a
// static file from that server (the ceiling) and the page itself (for a guest, and /profile/ for a
// signed-in person), each at 50 connections, and
// prints requests per second, latency, errors, the ratio to the ceiling and the server's memory.
// It also prints each page's initial JavaScript and CSS (gzip) from the built files.
// Options: --duration <seconds per measurement> (default 10), --connections <n> (default 50).
// DATABASE_URL, when set, is passed on: the server then runs on that PostgreSQL.
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { storedExpiry } from '#app/lib/session/expiry.ts'
import { startSite } from '../tests/support/site-process.ts'

const ROOT = resolve(import.meta.dirname, '..')
const CLIENT_DIR = join(ROOT, 'dist/client')
/** Where the copies of the pages are served from, as plain files of the same server. */
const STATIC_DIR = join(CLIENT_DIR, '_bench')
/** The site's OAuth client secret for this run, so the bench can sign a person in through the API. */
const SITE_CLIENT_SECRET = randomBytes(24).toString('hex')

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'news post', path: '/news/itogi-2025-goda/' },
  { name: 'service', path: '/services/marketing/seo/' },
  { name: 'portfolio list', path: '/portfolio/' },
  { name: 'profile', path: '/profile/', signedIn: true },
] as const

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
})
const DURATION = Number(options.duration)
const CONNECTIONS = Number(options.connections)

/**
 * The Cookie header of a signed-in person: an account registered through the API with the site's
 * own client, signed in with the password grant, its tokens stored as the site stores them.
 */
async function signedInCookie(server: { url: string }): Promise<string> {
  const client = { client_id: 'malakhit-site', client_secret: SITE_CLIENT_SECRET }
  const token = async (grant: Record<string, string>) => {
    const answer = await fetch(`${server.url}/api/oauth/token`, { method: 'POST', body: new URLSearchParams({ ...client, ...grant }) })
    if (!answer.ok) throw new Error(`The token endpoint answered ${answer.status}: ${await answer.text()}`)
    return (await answer.json()) as { access_token: string; refresh_token: string; expires_in: number; token_type: string }
  }
  const siteToken = await token({ grant_type: 'client_credentials' })
  const email = `bench-${Date.now()}@example.ru`
  const password = 'Малахит-bench-2026'
  const registered = await fetch(`${server.url}/api/v1/register`, {
    method: 'POST',
    headers: { authorization: `Bearer ${siteToken.access_token}`, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ name: 'Нагрузочный тест', email, password, password_confirmation: password, consent: true }),
  })
  if (registered.status !== 202) throw new Error(`Registration answered ${registered.status}: ${await registered.text()}`)
  const session = await token({ grant_type: 'password', username: email, password })
  return [
    `access_token=${session.access_token}`,
    `refresh_token=${session.refresh_token}`,
    `expires_in=${storedExpiry(Date.now(), session.expires_in)}`,
    `token_type=${session.token_type}`,
  ].join('; ')
}

/** The resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

interface Load {
  rps: number
  p50: number
  p99: number
  errors: number
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { 'accept-encoding': 'br, gzip', ...headers } })
  const errors = result.errors + result.timeouts + result.non2xx
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors }
}

/** The page's own scripts and styles, as its HTML names them, gzipped from the built files. */
function initialAssets(html: string): { js: number; css: number } {
  const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? ''))
  let js = 0
  let css = 0
  for (const file of files) {
    const size = gzipSync(readFileSync(join(CLIENT_DIR, file))).length
    if (file.endsWith('.js')) js += size
    else css += size
  }
  return { js: Math.round(js / 1024), css: Math.round(css / 1024) }
}

const pad = (value: string | number, width: number) => String(value).padStart(width)

async function main() {
  // The first start builds and seeds: allow it minutes.
  const server = await startSite({ API_CLIENT_SECRET: SITE_CLIENT_SECRET }, { startTimeoutMs: 300_000 })
  console.log(`Server ${server.url} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), ${CONNECTIONS} connections, ${DURATION} s per measurement\n`)
  mkdirSync(STATIC_DIR, { recursive: true })
  try {
    const rssBefore = rssMb(server.pid)
    console.log(`${'page'.padEnd(16)}${pad('static r/s', 12)}${pad('page r/s', 11)}${pad('ratio', 7)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('errors', 8)}${pad('JS KB', 7)}${pad('CSS KB', 8)}`)
    const cookie = await signedInCookie(server)
    for (const [index, page] of PAGES.entries()) {
      const headers: Record<string, string> = 'signedIn' in page ? { cookie } : {}
      const answer = await fetch(`${server.url}${page.path}`, { headers, redirect: 'manual' })
      if (!answer.ok) throw new Error(`${page.path} answered ${answer.status}`)
      const html = await answer.text()
      const file = `page-${index}.html`
      writeFileSync(join(STATIC_DIR, file), html)
      const ceiling = await load(`${server.url}/_bench/${file}`)
      const guest = await load(`${server.url}${page.path}`, headers)
      const assets = initialAssets(html)
      const row = `${page.name.padEnd(16)}${pad(ceiling.rps, 12)}${pad(guest.rps, 11)}${pad((guest.rps / ceiling.rps).toFixed(2), 7)}${pad(guest.p50, 8)}${pad(guest.p99, 8)}${pad(guest.errors + ceiling.errors, 8)}${pad(assets.js, 7)}${pad(assets.css, 8)}`
      console.log(row)
    }
    console.log(`\nServer RSS: ${rssBefore} MB before, ${rssMb(server.pid)} MB after`)
  } finally {
    rmSync(STATIC_DIR, { recursive: true, force: true })
    await server.stop()
  }
}

await main()
