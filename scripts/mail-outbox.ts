// `npm run mail:outbox [-- N]`: the latest N (20) mails of the outbox, for reading mail without an
// SMTP server. Reads the database the environment points at (DATABASE_URL, or PGlite under
// DATA_DIR). The embedded database opens in one process only: stop the server first, or read the
// mails in the server log, where every mail is printed while MAIL_URL is unset.
import { existsSync } from 'node:fs'
import { desc } from 'drizzle-orm'
import { openDatabase, type DatabaseHandle } from '../api/db/client.ts'
import { mailOutbox } from '../api/db/schema/index.ts'
import { configOrExit } from '../server/config.ts'

const limitArgument = process.argv.slice(2).find((argument) => /^\d+$/.test(argument))
const limit = Math.min(Math.max(Number(limitArgument ?? 20), 1), 500)

const config = configOrExit().database
if (config.kind === 'pglite' && config.dataDir && !existsSync(config.dataDir)) {
  console.log(`No database at ${config.dataDir} yet: start the site once (npm run dev or npm start).`)
  process.exit(0)
}

let handle: DatabaseHandle
try {
  handle = openDatabase(config)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  console.error(
    '\nThe embedded database (PGlite) can be open in one process only. Stop the running server and run ' +
      '`npm run mail:outbox` again, or read the mails in the server log: with MAIL_URL unset it prints every mail.',
  )
  process.exit(1)
}

const format = (date: Date | null) => (date ? `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC` : '—')

try {
  const rows = (await handle.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit)).reverse()
  if (rows.length === 0) console.log('The outbox is empty.')
  for (const mail of rows) {
    const status =
      mail.status === 'sent'
        ? `sent via ${mail.deliveredVia ?? '?'} at ${format(mail.sentAt)}`
        : mail.status === 'pending'
          ? `pending, ${mail.attempts} attempt(s) so far, next at ${format(mail.nextAttemptAt)}`
          : `failed after ${mail.attempts} attempt(s)`
    console.log('='.repeat(72))
    console.log(`#${mail.id}  ${mail.kind}  ${status}`)
    console.log(`Created:  ${format(mail.createdAt)}`)
    console.log(`To:       ${mail.to}`)
    if (mail.replyTo) console.log(`Reply-To: ${mail.replyTo}`)
    console.log(`Subject:  ${mail.subject}`)
    if (mail.attachments.length > 0)
      console.log(`Files:    ${mail.attachments.map((file) => `${file.filename} (${file.path})`).join(', ')}`)
    if (mail.lastError) console.log(`Error:    ${mail.lastError}`)
    console.log('')
    console.log(mail.text.trimEnd())
  }
  if (rows.length > 0) console.log('='.repeat(72))
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  console.error(/mail_outbox/.test(message) ? `The database has no outbox yet (${message}); start the site once to migrate it.` : message)
  process.exitCode = 1
} finally {
  await handle.close()
}
