import type { Database } from '../db/client.ts'
import { currentRequest } from '../../shared/server/request-context.ts'
import { mailOutbox, type OutboxAttachment } from '../db/schema/index.ts'

/** A mail to send: it is written to the outbox, and the sender loop delivers it. */
export interface OutgoingMail {
  /** What the mail is, e.g. 'brief.notification'. */
  kind: string
  to: string
  replyTo?: string | null
  subject: string
  text: string
  html?: string | null
  attachments?: OutboxAttachment[]
}

/**
 * Kinds of mail whose row the sender deletes once it is delivered (or has failed for good): they
 * are about an account that no longer exists, whose personal data the outbox must not keep.
 */
export const FORGOTTEN_ONCE_SENT: ReadonlySet<string> = new Set(['account.deleted'])

/**
 * Queues mails. Pass the transaction that writes the data the mails are about, so that the
 * data and its mails are stored together or not at all.
 */
export async function enqueueMail(db: Database, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return
  const request = currentRequest()
  const requestId = request?.id ?? null
  await db.insert(mailOutbox).values(
    mails.map((mail) => ({
      kind: mail.kind,
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      attachments: mail.attachments ?? [],
      requestId,
    })),
  )
  // Not sent from here: the transaction may still roll back. The API wakes the sender after the request.
  if (request) request.mailQueued = true
}
