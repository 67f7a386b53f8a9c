import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect } from '@playwright/test'

/** A mail the server saved to its mail folder (MAIL_DIR; see api/mail/transport.ts). */
export interface SavedMail {
  id: number
  kind: string
  to: string
  subject: string
  text: string
  html: string | null
}

const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: point it at the MAIL_DIR of the server under test.')
  return dir
}

async function savedMails(): Promise<SavedMail[]> {
  let files: string[]
  try {
    files = await readdir(mailDir())
  } catch {
    return []
  }
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .map(async (file) => JSON.parse(await readFile(join(mailDir(), file), 'utf8')) as SavedMail),
  )
  return mails.sort((a, b) => b.id - a.id)
}

/** The mails of a kind to an address delivered so far, newest first. */
export async function deliveredMails(to: string, kind: string): Promise<SavedMail[]> {
  return (await savedMails()).filter((mail) => mail.to === to.toLowerCase() && mail.kind === kind)
}

/**
 * Waits for the newest mail of a kind to an address (the sender delivers it once the request that queued it is done).
 * `after` skips mails up to that id, to wait for a new one.
 */
export async function waitForMail(to: string, kind: string, { after = 0 } = {}): Promise<SavedMail> {
  let found: SavedMail | undefined
  await expect
    .poll(
      async () => {
        found = (await savedMails()).find((mail) => mail.to === to.toLowerCase() && mail.kind === kind && mail.id > after)
        return found !== undefined
      },
      { message: `a ${kind} mail to ${to}`, timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true)
  return found!
}

/** The link to a site path in a mail, e.g. '/login-by-token/'. */
export function linkIn(mail: SavedMail, path: string): string {
  const match = new RegExp(`https?://\\S+?${path.replace(/\//g, '\\/')}\\?[^\\s"<]+`).exec(mail.text)
  if (!match) throw new Error(`No link to ${path} in the ${mail.kind} mail`)
  return match[0]
}

/** The 6-digit code of a verification mail. */
export function codeIn(mail: SavedMail): string {
  const match = /^\s*(\d{6})\s*$/m.exec(mail.text)
  if (!match) throw new Error('No 6-digit code in the mail')
  return match[1]!
}

let sequence = 0

/** A new person for a test: a unique address and a password that is not on the common lists. */
export function newPerson() {
  sequence += 1
  return {
    name: 'Ольга Смирнова',
    email: `e2e.${Date.now().toString(36)}.${process.pid}.${sequence}@example.ru`,
    phone: '9991234567',
    company: 'ООО «Северный ветер»',
    password: 'Морской-бриз-2026',
  }
}
