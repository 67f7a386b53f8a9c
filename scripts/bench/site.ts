import { randomBytes } from 'node:crypto'
import { storedExpiry } from '#app/lib/session/expiry.ts'
import { startSite } from '../../tests/support/site-process.ts'
import { cleanUpOnInterrupt } from './interrupt.ts'
import type { Visitor } from './pages.ts'

/** The site's OAuth client id, as the server uses it by default. */
const SITE_CLIENT_ID = 'malakhit-site'
/** Tokens live 2 hours unless a run needs a session that lasts longer. */
const DEFAULT_ACCESS_TOKEN_TTL = 2 * 60 * 60

export interface BenchSite {
  url: string
  /** The server's own process, to read its memory. */
  pid: number
  /** The Cookie header of someone signed in: a newly registered person, or the site's admin. */
  signIn: (who: Exclude<Visitor, 'guest'>) => Promise<string>
  stop: () => Promise<void>
}

/**
 * The production server as `npm start` runs it (building first when the build is stale), on a port
 * and data directory of its own. DATABASE_URL, when set, is passed on. `sessionSeconds`: how long a
 * session made by `signIn` must keep working without the site refreshing its tokens (the load
 * repeats the same cookies, so a refresh would sign the person out).
 */
export async function startBenchSite({ sessionSeconds = 0 } = {}): Promise<BenchSite> {
  // A secret for this run, so the bench can sign a person in through the API as the site does, and
  // the admin's password (the server makes the admin at its first start).
  const clientSecret = randomBytes(24).toString('hex')
  const admin = { email: 'bench-admin@example.ru', password: `Малахит-${randomBytes(12).toString('hex')}` }
  // The site refreshes an hour before the token ends: keep that hour beyond the session asked for.
  const accessTokenTtl = Math.max(DEFAULT_ACCESS_TOKEN_TTL, sessionSeconds + 2 * 60 * 60)
  // The first start builds and seeds: allow it minutes.
  const site = await startSite(
    {
      API_CLIENT_SECRET: clientSecret,
      ACCESS_TOKEN_TTL: String(accessTokenTtl),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    { startTimeoutMs: 300_000 },
  )
  cleanUpOnInterrupt(site.stop)
  return {
    url: site.url,
    pid: site.pid,
    stop: site.stop,
    signIn: (who) => signedInCookie(site.url, clientSecret, who === 'staff' ? admin : undefined),
  }
}

/**
 * The Cookie header of a signed-in person: an existing account (the admin), or one registered through
 * the API with the site's own client; signed in with the password grant, its tokens stored as the
 * site stores them.
 */
async function signedInCookie(url: string, clientSecret: string, account?: { email: string; password: string }): Promise<string> {
  const client = { client_id: SITE_CLIENT_ID, client_secret: clientSecret }
  const token = async (grant: Record<string, string>) => {
    const answer = await fetch(`${url}/api/oauth/token`, { method: 'POST', body: new URLSearchParams({ ...client, ...grant }) })
    if (!answer.ok) throw new Error(`The token endpoint answered ${answer.status}: ${await answer.text()}`)
    return (await answer.json()) as { access_token: string; refresh_token: string; expires_in: number; token_type: string }
  }
  const { email, password } = account ?? (await registeredAccount(url, await token({ grant_type: 'client_credentials' })))
  const session = await token({ grant_type: 'password', username: email, password })
  return [
    `access_token=${session.access_token}`,
    `refresh_token=${session.refresh_token}`,
    `expires_in=${storedExpiry(Date.now(), session.expires_in)}`,
    `token_type=${session.token_type}`,
  ].join('; ')
}

/** A new account, registered through the API with the site's own token. */
async function registeredAccount(url: string, siteToken: { access_token: string }): Promise<{ email: string; password: string }> {
  const email = `bench-${Date.now()}@example.ru`
  const password = 'Малахит-bench-2026'
  const registered = await fetch(`${url}/api/v1/register`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${siteToken.access_token}`,
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
    },
    body: JSON.stringify({ name: 'Нагрузочный тест', email, password, password_confirmation: password, consent: true }),
  })
  if (registered.status !== 202) throw new Error(`Registration answered ${registered.status}: ${await registered.text()}`)
  return { email, password }
}

/** The HTML of a page; throws unless it answers 200 (a redirect to the sign-in page included). */
export async function fetchPage(url: string, headers: Record<string, string> = {}): Promise<string> {
  const answer = await fetch(url, { headers, redirect: 'manual' })
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}, not 200`)
  return answer.text()
}
