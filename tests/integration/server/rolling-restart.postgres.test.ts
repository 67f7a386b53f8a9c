import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aptInstall } from '../../../scripts/apt-install.ts'
import { NGINX } from '../../../scripts/system-packages.ts'
import { freePort, startSite } from '../../support/site-process.ts'
import { TEST_DATABASE_PREFIX, withDatabaseName } from '../api/support/test-database.ts'

// The deployment recipe as an operator runs it: two instances (`npm start`'s server) on one
// PostgreSQL database behind nginx with deploy/nginx.conf (only its ports and paths replaced),
// restarted one after the other under GET and POST load. Not one request may fail: no 5xx, no reset.

// Debian's nginx (`npm test` installs it first); without it the test is skipped.
if (!existsSync(NGINX.path) && !process.env.NGINX_PATH) aptInstall(NGINX.package)
const haveNginx = existsSync(NGINX.path)

/** nginx closes idle connections to an instance after 5 s (deploy/nginx.conf): the drain outlasts that. */
const DRAIN_SECONDS = '6'
const GETTERS = 6
const POSTERS = 3
const GET_PATHS = ['/', '/news/', '/services/', '/search/?q=%D1%81%D0%B0%D0%B9%D1%82', '/robots.txt', '/api/health']

const serverUrl = process.env.TEST_DATABASE_URL!
let admin: postgres.Sql
let databaseName: string
let databaseUrl: string
let dir: string
let nginx: ChildProcess | undefined
let nginxUrl: string
type Site = Awaited<ReturnType<typeof startSite>>
const instances: { port: number; site?: Site }[] = []

const randomIp = () => `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

function instanceEnv(): Record<string, string> {
  // No API_CLIENT_SECRET: the instances must agree on the site's client through the database.
  return { DATABASE_URL: databaseUrl, SHUTDOWN_DRAIN_SECONDS: DRAIN_SECONDS, TRUST_PROXY: 'loopback', MAIL_URL: '' }
}

/** deploy/nginx.conf with this run's ports and folders; fails when the file no longer has what is replaced. */
function nginxConfig(listenPort: number, [portA, portB]: number[]): string {
  let site = readFileSync(resolve(import.meta.dirname, '../../../deploy/nginx.conf'), 'utf8')
  const replace = (from: string, to: string) => {
    expect(site, `deploy/nginx.conf has "${from}"`).toContain(from)
    site = site.replaceAll(from, to)
  }
  replace('server 127.0.0.1:3001 ', `server 127.0.0.1:${portA} `)
  replace('server 127.0.0.1:3002 ', `server 127.0.0.1:${portB} `)
  replace('listen 80;', `listen 127.0.0.1:${listenPort};`)
  replace('/var/cache/nginx/malakhit', join(dir, 'cache'))
  writeFileSync(join(dir, 'malakhit.conf'), site)
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'temp', name)};`
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    // As root, nginx's workers switch to an unprivileged user; Debian's package creates www-data.
    ...(process.getuid?.() === 0 ? ['user www-data;'] : []),
    'events { worker_connections 1024; }',
    'http {',
    `  log_format upstreams '$status $request_method $request_uri $upstream_addr $upstream_status';`,
    `  access_log ${join(dir, 'access.log')} upstreams;`,
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    `  include ${join(dir, 'malakhit.conf')};`,
    '}',
  ].join('\n')
}

/** The worker processes of the nginx master. */
function nginxWorkers(): number[] {
  const master = nginx!.pid!
  return readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
}

/**
 * Takes an instance out of nginx's upstream (`down`) or puts it back, as deploy/rolling-restart.sh
 * does, and reloads nginx; done once every worker of the previous configuration has exited (they
 * finish the requests they have, and send no new ones to an instance taken out).
 */
async function setDown(port: number, down: boolean): Promise<void> {
  const file = join(dir, 'malakhit.conf')
  const before = readFileSync(file, 'utf8')
  const line = new RegExp(`^(\\s*server 127\\.0\\.0\\.1:${port} [^;]*?)( down)?;$`, 'm')
  expect(before).toMatch(line)
  writeFileSync(file, before.replace(line, down ? '$1 down;' : '$1;'))
  const old = nginxWorkers()
  nginx!.kill('SIGHUP')
  const deadline = Date.now() + 30_000
  while (nginxWorkers().some((pid) => old.includes(pid))) {
    if (Date.now() > deadline) throw new Error('nginx kept its old workers for 30 s after a reload')
    await sleep(100)
  }
}

async function answersWithin(url: string, ms: number, ok: (response: Response) => boolean = (r) => r.ok): Promise<boolean> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    const up = await fetch(url, { headers: { connection: 'close' } }).then(ok, () => false)
    if (up) return true
    await sleep(200)
  }
  return false
}

beforeAll(async () => {
  if (!haveNginx) return
  admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  databaseName = `${TEST_DATABASE_PREFIX}${process.pid}_rolling_${randomBytes(4).toString('hex')}`
  await admin.unsafe(`create database "${databaseName}"`)
  databaseUrl = withDatabaseName(serverUrl, databaseName)
  dir = mkdtempSync(join(tmpdir(), 'agency-nginx-'))
  chmodSync(dir, 0o755)
  mkdirSync(join(dir, 'temp'))

  for (let i = 0; i < 2; i++) instances.push({ port: await freePort() })
  // One after the other: the first migrates and seeds (and builds, when the build is stale).
  for (const instance of instances) instance.site = await startSite(instanceEnv(), { port: instance.port, startTimeoutMs: 200_000 })

  const listenPort = await freePort()
  writeFileSync(
    join(dir, 'nginx.conf'),
    nginxConfig(
      listenPort,
      instances.map((instance) => instance.port),
    ),
  )
  nginx = spawn(NGINX.path, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  nginxUrl = `http://127.0.0.1:${listenPort}`
  if (!(await answersWithin(`${nginxUrl}/robots.txt`, 20_000))) {
    throw new Error(`nginx did not start:\n${existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''}`)
  }
}, 400_000)

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((done) => nginx!.once('exit', done))
    nginx.kill('SIGQUIT')
    await exited
  }
  for (const instance of instances) await instance.site?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
  await admin?.unsafe(`drop database if exists "${databaseName}" with (force)`)
  await admin?.end()
})

interface Tally {
  answers: Map<string, number>
  failures: string[]
}

/**
 * Requests one after another until told to stop; counts each answer by method and status. Each on
 * a connection of its own: when nginx reloads, its old workers close their idle kept-alive client
 * connections, and a request sent on one at that moment fails. Browsers send such a request again
 * by themselves (the connection was reused and no answer had begun); fetch does not. What is tested
 * here is the leg from nginx to the instances, which keeps its connections alive.
 */
async function loop(tally: Tally, stop: () => boolean, request: () => Promise<Response>, what: string, expected: number) {
  while (!stop()) {
    try {
      const response = await request()
      const body = await response.text()
      const label = `${what} ${response.status}`
      tally.answers.set(label, (tally.answers.get(label) ?? 0) + 1)
      if (response.status !== expected) tally.failures.push(`${label}: ${body.slice(0, 200)}`)
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause
      tally.failures.push(`${what}: ${cause?.code ?? cause?.message ?? String(error)}`)
    }
  }
}

describe.skipIf(!haveNginx)('a rolling restart behind nginx (deploy/)', () => {
  it('instances on one database agree on the site client by themselves: both search', async () => {
    for (const instance of instances) {
      const response = await fetch(`${instance.site!.url}/search/?q=%D1%81%D0%B0%D0%B9%D1%82`, {
        headers: { 'x-forwarded-for': randomIp() },
      })
      expect(response.status, `instance on port ${instance.port}`).toBe(200)
    }
  })

  it('loses no GET and no POST while each instance is stopped, restarted and ready again in turn', { timeout: 400_000 }, async () => {
    // The site's client token, with the secret the first instance stored in the database.
    const database = postgres(databaseUrl, { max: 1, onnotice: () => {} })
    const [stored] = await database<{ value: string }[]>`select value from shared_secrets where name = 'site-client'`
    const token = await fetch(`${nginxUrl}/api/oauth/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'malakhit-site', client_secret: stored!.value }),
    }).then(async (response) => {
      expect(response.status).toBe(200)
      return ((await response.json()) as { access_token: string }).access_token
    })

    const tally: Tally = { answers: new Map(), failures: [] }
    let stopped = false
    const stop = () => stopped
    let sent = 0
    const load = [
      ...Array.from({ length: GETTERS }, (_, i) =>
        loop(
          tally,
          stop,
          () =>
            fetch(`${nginxUrl}${GET_PATHS[(sent++ + i) % GET_PATHS.length]}`, {
              headers: { connection: 'close', 'x-forwarded-for': randomIp() },
            }),
          'GET',
          200,
        ),
      ),
      ...Array.from({ length: POSTERS }, () =>
        loop(
          tally,
          stop,
          () =>
            fetch(`${nginxUrl}/api/v1/contact-requests`, {
              method: 'POST',
              headers: {
                connection: 'close',
                authorization: `Bearer ${token}`,
                'content-type': 'application/json',
                'x-requested-with': 'XMLHttpRequest',
                // Each request from a visitor of its own: the contact form's per-IP limit is not what is tested.
                'x-forwarded-for': randomIp(),
              },
              body: JSON.stringify({
                name: 'Иван',
                email: 'ivan@example.ru',
                message: 'Хотим обсудить доработку сайта.',
                consent: 'true',
                website: '',
                started_at: String(Date.now() - 30_000),
              }),
            }),
          'POST',
          201,
        ),
      ),
    ]

    await sleep(2_000)
    const restarts: number[] = []
    for (const instance of instances) {
      const began = Date.now()
      await setDown(instance.port, true)
      await instance.site!.stop()
      instance.site = await startSite(instanceEnv(), { port: instance.port, startTimeoutMs: 200_000 })
      expect(await answersWithin(`${instance.site.url}/api/health/ready`, 60_000)).toBe(true)
      await setDown(instance.port, false)
      restarts.push(Date.now() - began)
    }
    await sleep(2_000)
    stopped = true
    await Promise.all(load)

    const answers = Object.fromEntries([...tally.answers].sort())
    const total = [...tally.answers.values()].reduce((sum, count) => sum + count, 0)
    console.log(`Rolling restart behind nginx: ${total} requests, ${tally.failures.length} failed`, answers, { restartsMs: restarts })
    expect(tally.failures, readFileSync(join(dir, 'error.log'), 'utf8')).toEqual([])
    expect(answers['POST 201']).toBeGreaterThan(20)
    expect(answers['GET 200']).toBeGreaterThan(100)
    // Each POST was stored once: nothing was sent twice by a retry.
    // nginx spread the load over both instances (its log names the instance of each answer).
    const log = readFileSync(join(dir, 'access.log'), 'utf8')
    for (const instance of instances) expect(log).toContain(`127.0.0.1:${instance.port}`)
    const [row] = await database<{ count: string }[]>`select count(*) from contact_requests`
    await database.end()
    expect(Number(row!.count)).toBe(answers['POST 201'])
  })
})
