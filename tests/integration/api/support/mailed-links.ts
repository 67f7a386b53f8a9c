import { expect } from 'vitest'
import { mailOutbox } from '#api/db/schema/index.ts'
import { linkIn, mailsTo } from './accounts.ts'
import { type AccountApi, registerUserOn } from './account-api.ts'

/**
 * Asks for a mailed link for a registered and for an unknown address: both must get the same 202,
 * and only the registered one a mail, with a link to `path` on the site that carries a token.
 * Returns that address and the link, for the test to check what else the link carries.
 */
export async function expectLinkMailedOnlyToKnownAddress(
  account: AccountApi,
  ask: (email: string) => Response | Promise<Response>,
  mail: { kind: string; path: string },
): Promise<{ email: string; link: URL }> {
  const { db } = account.database
  const user = await registerUserOn(account)
  const unknown = `nobody.${Date.now()}@example.ru`
  const mailsBefore = (await db.select().from(mailOutbox)).length

  const known = await ask(user.email)
  const stranger = await ask(unknown)
  expect(known.status).toBe(202)
  expect(stranger.status).toBe(202)
  expect(await known.json()).toEqual(await stranger.json())

  const mails = await mailsTo(db, user.email, mail.kind)
  expect(mails).toHaveLength(1)
  const link = linkIn(mails[0]!.text, mail.path)
  expect(`${link.origin}${link.pathname}`).toBe(`${account.config.siteUrl}${mail.path}`)
  expect(link.searchParams.get('token')).toMatch(/^\S{20,}$/)

  expect(await mailsTo(db, unknown)).toHaveLength(0)
  expect((await db.select().from(mailOutbox)).length).toBe(mailsBefore + 1)
  return { email: user.email, link }
}
