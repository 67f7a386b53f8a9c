import { randomBytes } from 'node:crypto'
import { get } from 'node:http'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite } from '../../support/site-process.ts'
import { TEST_DATABASE_PREFIX, withDatabaseName } from '../api/support/test-database.ts'

// Two instances of the production server on one PostgreSQL, as behind a load balancer: each keeps
// guest pages, and a content change made anywhere (here straight in the database, as an editor's
// tool or another instance would) reaches both through the database's announcement.

const serverUrl = process.env.TEST_DATABASE_URL!
const POST = '/news/itogi-2025-goda/'

let admin: postgres.Sql
let content: postgres.Sql
let databaseName: string
let sites: Awaited<ReturnType<typeof startSite>>[] = []

const nonceOf = (response: Response) => /'nonce-([\w-]+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]

async function page(site: { url: string }, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.url}${POST}`, { headers, signal: AbortSignal.timeout(10_000) })
  return { response, body: await response.text(), nonce: nonceOf(response), etag: response.headers.get('etag') }
}

/**
 * The status a browser gets when it revalidates its copy: a GET with If-None-Match and nothing else
 * (fetch() would add Cache-Control: no-cache to a conditional request, which asks for a fresh render).
 */
function revalidationStatus(site: { url: string }, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${site.url}${POST}`, { headers: { 'if-none-match': etag } }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    }).on('error', reject)
  })
}

beforeAll(async () => {
  admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  databaseName = `${TEST_DATABASE_PREFIX}${process.pid}_pages_${randomBytes(4).toString('hex')}`
  await admin.unsafe(`create database "${databaseName}"`)
  const url = withDatabaseName(serverUrl, databaseName)
  content = postgres(url, { max: 1, onnotice: () => {} })
  // One after the other: the first migrates and seeds, the second finds it done.
  sites.push(await startSite({ DATABASE_URL: url }))
  sites.push(await startSite({ DATABASE_URL: url }))
})

afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()))
  sites = []
  await content?.end()
  await admin?.unsafe(`drop database if exists "${databaseName}" with (force)`)
  await admin?.end()
})

describe('guest page cache on two instances', () => {
  it('serves a kept page with a fresh nonce each time, and 304 to a guest whose copy is current', async () => {
    for (const site of sites) {
      const first = await page(site)
      const second = await page(site)
      expect(first.response.status).toBe(200)
      expect(second.etag).toBe(first.etag)
      expect(second.nonce).not.toBe(first.nonce)
      expect(second.body).toBe(first.body.replaceAll(first.nonce!, second.nonce!))
      expect(await revalidationStatus(site, first.etag!)).toBe(304)
    }
  })

  it('shows a content change on both instances at once', async () => {
    const before = await Promise.all(sites.map((site) => page(site)))
    const title = `Итоги года: новая редакция ${randomBytes(3).toString('hex')}`
    await content`update posts set title = ${title} where slug = 'itogi-2025-goda'`
    // The announcement travels through PostgreSQL; allow it a moment.
    for (const [index, site] of sites.entries()) {
      await expect.poll(async () => (await page(site)).body, { timeout: 5_000, interval: 100 }).toContain(title)
      const after = await page(site)
      expect(after.etag).not.toBe(before[index]!.etag)
      // The browser's copy of the old page is not current any more.
      expect(await revalidationStatus(site, before[index]!.etag!)).toBe(200)
    }
  })

  it('gives a signed-in visitor a page of their own, never the kept one', async () => {
    const site = sites[0]!
    const guest = await page(site)
    const withSession = await page(site, { cookie: 'access_token=not-a-valid-token; refresh_token=none' })
    expect(withSession.etag).toBeNull()
    expect(withSession.response.headers.get('set-cookie')).toContain('access_token=;')
    expect(guest.etag).not.toBeNull()
  })
})
