import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { createTransport } from 'nodemailer'
import type { Logger } from '../../shared/server/logger.ts'

/** A file attached to a mail: its content is opened from the file store only when the mail is composed. */
interface MailAttachment {
  filename: string
  /** The file's key in the file store. */
  path: string
  contentType: string
  /** Opens the file as a stream; rejects when it is missing or the store fails. */
  open(): Promise<Readable>
}

/** A mail from the outbox, ready to hand to a transport. */
export interface MailMessage {
  /** The outbox row's id; the Message-ID is derived from it, so a resent mail can be recognised. */
  id: number
  kind: string
  to: string
  replyTo: string | null
  subject: string
  text: string
  html: string | null
  attachments: MailAttachment[]
  createdAt: Date
}

export interface MailTransport {
  /** What the outbox records as deliveredVia. */
  readonly via: 'smtp' | 'log'
  /** Resolves once the mail is accepted; rejects with the reason otherwise. */
  send(message: MailMessage): Promise<void>
  close?(): void
}

/** The domain of an address like 'Малахит <hello@malakhit.studio>'. */
function domainOf(address: string): string {
  return /@([^\s>]+)>?\s*$/.exec(address)?.[1] ?? 'localhost'
}

/**
 * Delivery through the SMTP server at `url` (smtp://user:pass@host:587, smtps://…:465; options of
 * nodemailer may follow as query parameters, e.g. ?ignoreTLS=true).
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport({
    url,
    // A server that hangs must not hold the sender loop for long (its lease is minutes, see sender.ts).
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  })
  const domain = domainOf(from)
  return {
    via: 'smtp',
    async send(message) {
      const contents = await openAll(message.attachments)
      try {
        await transporter.sendMail({
          from,
          to: message.to,
          replyTo: message.replyTo ?? undefined,
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
          attachments: message.attachments.map((attachment, index) => ({
            filename: attachment.filename,
            content: contents[index],
            contentType: attachment.contentType,
          })),
          // The same id on every attempt: if a mail is sent twice after a crash, mail clients show it once.
          messageId: `<outbox-${message.id}-${message.createdAt.getTime()}@${domain}>`,
          headers: { 'X-Mail-Kind': message.kind },
          // Only the files given above; no fetching of URLs while composing.
          disableUrlAccess: true,
          disableFileAccess: true,
        })
      } finally {
        // A failed send may leave a stream unread: its connection to the store must not linger.
        for (const content of contents) content.destroy()
      }
    },
    close: () => transporter.close(),
  }
}

/** Every attachment opened, or none: a failure closes the ones already open. */
async function openAll(attachments: readonly MailAttachment[]): Promise<Readable[]> {
  const opened = await Promise.allSettled(attachments.map((attachment) => attachment.open()))
  const failure = opened.find((result) => result.status === 'rejected')
  if (!failure) return opened.map((result) => (result as PromiseFulfilledResult<Readable>).value)
  for (const result of opened) if (result.status === 'fulfilled') result.value.destroy()
  throw failure.reason
}

/**
 * No SMTP server configured: the whole mail goes to the server log, and into a folder as a JSON
 * file (`<id>-<kind>.json`), so a developer can read the links and codes in it while the server
 * runs. The outbox still records it (deliveredVia 'log').
 */
export function logTransport(logger: Logger, folder: string): MailTransport {
  return {
    via: 'log',
    async send(message) {
      await mkdir(folder, { recursive: true })
      const file = join(folder, `${message.id}-${message.kind}.json`)
      // Written aside and renamed into place: whoever reads the folder never sees half a mail.
      const partial = `${file}.partial`
      await writeFile(partial, `${JSON.stringify(message, null, 2)}\n`, { mode: 0o600 })
      await rename(partial, file)
      logger.info('Mail (MAIL_URL is unset, so it is only logged and saved as a file)', {
        mailId: message.id,
        kind: message.kind,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        attachments: message.attachments.map((attachment) => attachment.filename),
        file,
        text: message.text,
      })
    },
  }
}
