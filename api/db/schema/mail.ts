// Mail on its way out.
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns.ts'

export interface OutboxAttachment {
  filename: string
  /** Path inside the uploads directory. */
  path: string
  contentType: string
}

/** Every mail the product sends goes through here first; a sender loop delivers and retries. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** What the mail is, e.g. 'brief.notification'; for logs and tests. */
    kind: text().notNull(),
    to: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    attachments: jsonb().$type<OutboxAttachment[]>().notNull().default([]),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** 'smtp' when MAIL_URL is set; 'log' when the mail was only printed to the server log. */
    deliveredVia: text({ enum: ['smtp', 'log'] }),
    /** X-Request-Id of the request that queued it: the sender's log lines name it too. */
    requestId: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.status, t.nextAttemptAt)],
)
