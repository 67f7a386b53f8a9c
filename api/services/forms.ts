import { mailConfig, type ApiConfig } from '../config.ts'
import { BRIEF_BUDGETS, BRIEF_DEADLINES, BRIEF_SERVICES, labelOf } from '../form-rules/brief-options.ts'
import type { Database } from '../db/client.ts'
import { briefs, contactRequests, type StoredAttachment } from '../db/schema/index.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { briefMails, contactRequestMails } from '../mail/templates/forms.ts'
import { fileStoreOf } from '../files/configured.ts'
import { removeAttachments, storeAttachment } from './attachments.ts'
import { recordConsent } from './consents.ts'

export interface RequestMeta {
  ip: string
  userAgent: string | null
}

/** What every stored form keeps beside its answers: when consent was given, and where the form came from. */
const submission = (meta: RequestMeta) => ({ consentAt: new Date(), ip: meta.ip, userAgent: meta.userAgent })

export interface BriefInput {
  name: string
  company?: string
  email: string
  phone?: string
  services: string[]
  budget?: string
  deadline?: string
  description: string
  attachment?: File
}

/**
 * Stores a brief with its attachment, its consent and its two mails, all or nothing: the file is
 * stored first (a store that fails stops here, with nothing saved) and removed again if the
 * database transaction (brief, consent, mails) fails.
 */
export async function saveBrief(db: Database, config: ApiConfig, input: BriefInput, meta: RequestMeta): Promise<{ id: number }> {
  const files = fileStoreOf(config)
  const attachment: StoredAttachment | null = input.attachment ? await storeAttachment(files, 'briefs', input.attachment) : null
  // Stored and mailed alike.
  const answers = {
    name: input.name,
    company: input.company ?? null,
    email: input.email,
    phone: input.phone ?? null,
    description: input.description,
    attachment,
  }
  // The choices are stored as values and mailed as their labels.
  const choices = { services: input.services, budget: input.budget ?? null, deadline: input.deadline ?? null }
  const choiceLabels = {
    services: input.services.map((value) => labelOf(BRIEF_SERVICES, value) ?? value),
    budget: labelOf(BRIEF_BUDGETS, input.budget),
    deadline: labelOf(BRIEF_DEADLINES, input.deadline),
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(briefs)
        .values({ ...answers, ...choices, ...submission(meta) })
        .returning({ id: briefs.id })
      const id = row!.id
      await recordConsent(tx, { purpose: 'brief', email: input.email, briefId: id, ...meta })
      await enqueueMail(tx, briefMails({ id, ...answers, ...choiceLabels }, mailConfig(config)))
      return { id }
    })
  } catch (error) {
    // Best effort: the database's error is the one to report.
    if (attachment) await removeAttachments(files, [attachment]).catch(() => {})
    throw error
  }
}

export interface ContactRequestInput {
  name: string
  email?: string
  phone?: string
  message: string
}

/** Stores a contact request with its consent and queues its mails, in one transaction. */
export async function saveContactRequest(
  db: Database,
  config: ApiConfig,
  input: ContactRequestInput,
  meta: RequestMeta,
): Promise<{ id: number }> {
  const answers = { name: input.name, email: input.email ?? null, phone: input.phone ?? null, message: input.message }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactRequests)
      .values({ ...answers, ...submission(meta) })
      .returning({ id: contactRequests.id })
    const id = row!.id
    await recordConsent(tx, { purpose: 'contact', email: answers.email, contactRequestId: id, ...meta })
    await enqueueMail(tx, contactRequestMails({ id, ...answers }, mailConfig(config)))
    return { id }
  })
}
