import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { BUILD_CHECK_INTERVAL_MS } from '../../../app/lib/build-check.ts'
import {
  BUILD_INPUTS,
  type BuildRecord,
  buildSite,
  CLIENT_ASSETS,
  changedInputs,
  readBuildRecord,
  viteBuild,
  whyBuild,
} from '../../../server/build.ts'
import { startSite } from '../../support/site-process.ts'
import { startBalancer } from './balancer.ts'
import { deployDatabase } from './database.ts'

// A rolling deploy as an operator runs it: two instances of build N behind a balancer that spreads
// requests over both; one is replaced by build N+1, then the other. Pages of build N, open all
// along, keep working: no asset answers 404 wherever their requests land, and they learn of N+1.
// Build N+1 is shipped as a release is (its dist/ made elsewhere, file times older than the
// sources) and served as it is, without a build at start.

const REPO = resolve(import.meta.dirname, '../../..')
const CONTACTS_FILE = 'app/features/company/components/ContactsPage.tsx'
const OLD_HEADING = 'Напишите нам'
const NEW_HEADING = 'Напишите нам сегодня'

type Site = Awaited<ReturnType<typeof startSite>>

/** A copy of the project's sources, with its node_modules linked and the given dist/ as the one before. */
function copyProject(to: string, distFrom: string) {
  for (const input of BUILD_INPUTS) cpSync(join(REPO, input), join(to, input), { recursive: true })
  cpSync(join(distFrom, 'dist'), join(to, 'dist'), { recursive: true })
  symlinkSync(join(REPO, 'node_modules'), join(to, 'node_modules'), 'dir')
}

/** Builds root quietly (errors only), keeping the earlier build's assets as `npm run build` does. */
const build = (root: string): BuildRecord =>
  buildSite(root, {
    env: { ...process.env, BUILD_ID: '', BUILD_TIME: '' },
    bundle: (at, env) => viteBuild(at, env, ['--logLevel', 'error']),
  })

/** Sets the times of every file under dir, as unpacking an archive made elsewhere does. */
function setAllTimes(dir: string, time: Date) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) setAllTimes(path, time)
    utimesSync(path, time, time)
  }
}

/** What went wrong in a page: console errors, uncaught errors, failed requests, and answers of 400 or more. */
function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`))
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`))
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`)
  })
  return problems
}

const pageBuild = (page: Page) => page.locator('meta[name="build-id"]').getAttribute('content')
/** Marks the document: the mark survives client navigations and is gone after a page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }))
const inSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window)
const outdated = (page: Page) => page.locator('html[data-build-outdated="true"]')

async function open(page: Page, url: string) {
  await page.goto(url)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await markDocument(page)
}

/** Follows a link of the header and waits for the page it leads to. */
async function follow(page: Page, label: string, path: string) {
  await page.getByRole('banner').getByRole('link', { name: label, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

test('a rolling deploy breaks no page of the build it replaces', async ({ browser }) => {
  const workspace = mkdtempSync(join(tmpdir(), 'rolling-deploy-'))
  const release = join(workspace, 'release')
  const sites: Site[] = []
  const balancer = await startBalancer()
  const database = await deployDatabase()
  // Embedded databases start slowly on a busy machine: initdb, migrations and the seed, per instance.
  const launch = (root?: string) => startSite(database.env, { root, startTimeoutMs: 240_000 })
  try {
    // Build N is this checkout's build (the main suite has made it; a stale one is built here).
    if (whyBuild(REPO)) buildSite(REPO)
    const running = readBuildRecord(REPO)!

    const again = await test.step('the same sources built again make the same client files', () => {
      // A build machine with the dist/ of the release before it, as a pipeline restores it.
      copyProject(release, REPO)
      const record = build(release)
      expect(changedInputs(running.inputs, record.inputs)).toEqual([])
      expect(record.id).not.toBe(running.id)
      expect(record.assets).toEqual(running.assets)
      for (const name of record.assets) {
        const content = readFileSync(join(release, CLIENT_ASSETS, name), 'utf8')
        expect(content.includes(record.id) || content.includes(record.time), `${name} names its build`).toBe(false)
      }
      return record
    })

    const next = await test.step('build N+1 keeps the client files of build N', () => {
      const file = join(release, CONTACTS_FILE)
      const source = readFileSync(file, 'utf8')
      expect(source).toContain(`${OLD_HEADING}\n`)
      writeFileSync(file, source.replace(`${OLD_HEADING}\n`, `${NEW_HEADING}\n`))
      const record = build(release)
      expect(record.assets).not.toEqual(again.assets)
      expect(record.earlier).toEqual([{ id: again.id, assets: again.assets }])
      expect(readdirSync(join(release, CLIENT_ASSETS)).sort()).toEqual([...new Set([...record.assets, ...again.assets])].sort())
      // Shipped: the archive keeps the times of the machine that built it, older than the checkout here.
      setAllTimes(join(release, 'dist'), new Date('2001-01-01T00:00:00Z'))
      expect(whyBuild(release)).toBeNull()
      return record
    })
    const isOldAsset = (path: string) => running.assets.some((name) => path === `/assets/${name}`)

    /** Starts an instance of the release (build N+1) and checks that it serves the build as shipped. */
    const startRelease = async () => {
      const site = await launch(release)
      sites.push(site)
      expect(site.output.join('')).not.toContain('Building the site')
      expect(await (await fetch(`${site.url}/_build/latest.json`)).json()).toEqual({ buildId: next.id })
      return site
    }
    const replace = async (name: string, site: Site) => {
      balancer.remove(name)
      await site.stop()
      balancer.add(`${name}'`, (await startRelease()).url)
    }

    const [a, b] = await Promise.all([launch(), launch()])
    sites.push(a, b)
    balancer.add('A', a.url)
    balancer.add('B', b.url)

    // One tab clicks through during the deploy; another stays open, untouched, until it is over.
    const page = await browser.newPage()
    const idle = await (await browser.newContext()).newPage()
    const problems = { page: watchProblems(page), idle: watchProblems(idle) }
    await page.clock.install()
    await open(page, `${balancer.url}/`)
    await open(idle, `${balancer.url}/`)
    expect(await pageBuild(page)).toBe(running.id)
    expect(await pageBuild(idle)).toBe(running.id)

    await test.step('while both instances run build N', async () => {
      await follow(page, 'Услуги', '/services/')
      await follow(page, 'Компания', '/company/')
    })

    await test.step('B is replaced by build N+1; the page of build N goes on, its requests spread over A and B', async () => {
      await replace('B', b)
      for (const [label, path] of [
        ['Решения', '/solutions/'],
        ['Портфолио', '/portfolio/'],
        ['Клиенты', '/clients/'],
        ['Новости', '/news/'],
      ] as const) {
        await follow(page, label, path)
      }
      expect(await inSameDocument(page)).toBe(true)
    })

    /** The balancer's answers to a build's manifest, asked often enough to start once at each instance. */
    const manifestAnswers = async (id: string) => {
      const statuses: number[] = []
      for (let turn = 0; turn < 2; turn++) statuses.push((await fetch(`${balancer.url}/_build/meta/${encodeURIComponent(id)}.json`)).status)
      return statuses
    }

    await test.step('while A runs build N and B build N+1, the manifest of each is found wherever it is asked', async () => {
      // A page of N+1 asking A must not learn that its build is gone.
      expect(await manifestAnswers(next.id)).toEqual([200, 200])
      expect(await manifestAnswers(running.id)).toEqual([200, 200])
    })

    await test.step('the page learns of build N+1 and loads its next page from the server', async () => {
      // The page's scheduled check, until it asks the instance that runs N+1.
      await expect
        .poll(
          async () => {
            await page.clock.fastForward(BUILD_CHECK_INTERVAL_MS)
            return outdated(page).count()
          },
          { timeout: 30_000 },
        )
        .toBe(1)
      await follow(page, 'Статьи', '/articles/')
      expect(await inSameDocument(page)).toBe(false)
    })

    await test.step('A is replaced too; the untouched page of build N still navigates, on its own code', async () => {
      await replace('A', a)
      expect(await manifestAnswers(running.id)).toEqual([404, 404])
      await follow(idle, 'Контакты', '/contacts/')
      expect(await inSameDocument(idle)).toBe(true)
      await expect(idle.getByRole('heading', { level: 2, name: OLD_HEADING, exact: true })).toBeVisible()
      // As when the visitor comes back to the tab: it asks for the latest build.
      await idle.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
      await outdated(idle).waitFor({ state: 'attached' })
      await follow(idle, 'Компания', '/company/')
      expect(await inSameDocument(idle)).toBe(false)
      expect(await pageBuild(idle)).toBe(next.id)
      await follow(idle, 'Контакты', '/contacts/')
      await expect(idle.getByRole('heading', { level: 2, name: NEW_HEADING, exact: true })).toBeVisible()
    })

    expect(problems).toEqual({ page: [], idle: [] })
    // Build N's files were there wherever a page of N asked, also where N+1 ran: no balancer retry was needed.
    const oldAssetAnswers = balancer.answers.filter((answer) => isOldAsset(answer.path))
    expect(oldAssetAnswers.filter((answer) => answer.status !== 200)).toEqual([])
    expect(oldAssetAnswers.filter((answer) => answer.upstream.endsWith("'")).length).toBeGreaterThan(0)
  } finally {
    await Promise.all(sites.map((site) => site.stop()))
    await balancer.close()
    await database.drop()
    rmSync(workspace, { recursive: true, force: true })
  }
})
