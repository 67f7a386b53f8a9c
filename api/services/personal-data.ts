// The person's rights over their data (Федеральный закон № 152-ФЗ): everything the site holds about
// them as one document, and the same set removed with the account.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import { deviceLabelOf } from '../auth/user-agent.ts'
import type { Database } from '../db/client.ts'
import { BRIEF_BUDGETS, BRIEF_DEADLINES, BRIEF_SERVICES, labelOf } from '../form-rules/brief-options.ts'
import { auditLog, authSessions, briefs, contactRequests, mailOutbox, type StoredAttachment, userDevices } from '../db/schema/index.ts'
import { anonymiseConsents, type ConsentSubject, consentsOf } from './consents.ts'
import { PERSONAL_DATA_LEGEND } from './personal-data-legend.ts'
import { toProfile, type User } from './users.ts'
import type { PersonalDataExport } from '#shared/contract/personal-data.ts'

/**
 * Whose data this is. Leads are found by the address they were sent from, and an address proves
 * nothing until it is verified: anyone may register with someone else's address, and must never
 * unlock that person's briefs and requests by doing so.
 */
const subjectOf = (user: User): ConsentSubject => ({ userId: user.id, email: user.email, verified: user.emailVerifiedAt !== null })

const sentFrom = (column: typeof briefs.email | typeof contactRequests.email, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase())

const UNVERIFIED_NOTE =
  'Брифы и обращения, отправленные с адреса вашего аккаунта, появятся в выгрузке, когда вы подтвердите этот адрес: так никто не сможет получить чужие заявки, указав при регистрации чужую почту.'

/**
 * Everything the site holds about the person, after a legend that explains it: the profile, the
 * consents (each document with its title and a link to it on the site of `siteUrl`), the sessions
 * and devices (each named as the sessions page names it), and the briefs and contact requests sent
 * from the account's verified address. A lead is given as the person sent it, its choices in the
 * words the form showed (not the codes it sent), with its status; staff's internal notes and who
 * works on it are the agency's own working records about the deal, not data the person gave, and
 * are left out. Attachments are named with their size; the files stay with the agency.
 */
export async function exportPersonalData(db: Database, user: User, siteUrl: string, now = new Date()): Promise<PersonalDataExport> {
  const subject = subjectOf(user)
  const [consentList, sessions, devices] = await Promise.all([
    consentsOf(db, subject, siteUrl),
    db.select().from(authSessions).where(eq(authSessions.userId, user.id)).orderBy(asc(authSessions.createdAt), asc(authSessions.id)),
    db.select().from(userDevices).where(eq(userDevices.userId, user.id)).orderBy(asc(userDevices.firstSeenAt), asc(userDevices.id)),
  ])
  const [briefRows, contactRows] = subject.verified
    ? await Promise.all([
        db.select().from(briefs).where(sentFrom(briefs.email, user.email)).orderBy(asc(briefs.createdAt), asc(briefs.id)),
        db
          .select()
          .from(contactRequests)
          .where(sentFrom(contactRequests.email, user.email))
          .orderBy(asc(contactRequests.createdAt), asc(contactRequests.id)),
      ])
    : [[], []]
  return {
    about: PERSONAL_DATA_LEGEND,
    generated_at: now.toISOString(),
    profile: toProfile(user),
    consents: consentList,
    sessions: sessions.map((session) => ({
      created_at: session.createdAt.toISOString(),
      last_used_at: session.lastUsedAt.toISOString(),
      device: deviceLabelOf(session.userAgent),
      user_agent: session.userAgent,
      ip: session.ip,
      ended_at: session.revokedAt?.toISOString() ?? null,
    })),
    devices: devices.map((device) => ({
      device: deviceLabelOf(device.userAgent),
      user_agent: device.userAgent,
      first_seen_at: device.firstSeenAt.toISOString(),
      last_seen_at: device.lastSeenAt.toISOString(),
    })),
    briefs: briefRows.map((brief) => ({
      id: brief.id,
      name: brief.name,
      company: brief.company,
      email: brief.email,
      phone: brief.phone,
      services: brief.services.map((service) => labelOf(BRIEF_SERVICES, service) ?? service),
      budget: labelOf(BRIEF_BUDGETS, brief.budget) ?? brief.budget,
      deadline: labelOf(BRIEF_DEADLINES, brief.deadline) ?? brief.deadline,
      description: brief.description,
      attachment: brief.attachment ? { filename: brief.attachment.filename, size: brief.attachment.size } : null,
      status: brief.status,
      ip: brief.ip,
      user_agent: brief.userAgent,
      sent_at: brief.createdAt.toISOString(),
    })),
    contact_requests: contactRows.map((request) => ({
      id: request.id,
      name: request.name,
      email: request.email,
      phone: request.phone,
      message: request.message,
      status: request.status,
      ip: request.ip,
      user_agent: request.userAgent,
      sent_at: request.createdAt.toISOString(),
    })),
    leads_note: subject.verified ? null : UNVERIFIED_NOTE,
  }
}

/**
 * Removes what the export lists, in the caller's transaction (the account's deletion): the consents
 * are anonymised (see anonymiseConsents); the briefs and contact requests sent from the verified
 * address are deleted with staff's notes on them, their mails still in the outbox, and the person's
 * name in the audit log's titles. Sessions and devices go with the account (cascade). Answers the
 * attachments whose files are to be removed once the transaction has committed.
 */
export async function erasePersonalData(db: Database, user: User): Promise<StoredAttachment[]> {
  const subject = subjectOf(user)
  await anonymiseConsents(db, subject)
  if (!subject.verified) return []
  const address = user.email.toLowerCase()
  const removedBriefs = await db
    .delete(briefs)
    .where(sentFrom(briefs.email, address))
    .returning({ id: briefs.id, attachment: briefs.attachment })
  const removedRequests = await db
    .delete(contactRequests)
    .where(sentFrom(contactRequests.email, address))
    .returning({ id: contactRequests.id })
  await db
    .delete(mailOutbox)
    .where(
      and(
        or(sql`${mailOutbox.kind} like 'brief.%'`, sql`${mailOutbox.kind} like 'contact.%'`),
        or(eq(sql`lower(${mailOutbox.to})`, address), eq(sql`lower(${mailOutbox.replyTo})`, address)),
      ),
    )
  await forgetLeadTitles(db, 'brief', 'Бриф', removedBriefs)
  await forgetLeadTitles(db, 'contact', 'Заявка', removedRequests)
  return removedBriefs.flatMap((brief) => (brief.attachment ? [brief.attachment] : []))
}

/** The audit log keeps what staff did to a removed lead, under its number alone. */
async function forgetLeadTitles(db: Database, entityType: string, label: string, removed: { id: number }[]): Promise<void> {
  if (removed.length === 0) return
  await db
    .update(auditLog)
    .set({ entityTitle: sql`${label} || ' №' || ${auditLog.entityId} || ' (данные удалены)'` })
    .where(
      and(
        eq(auditLog.entityType, entityType),
        inArray(
          auditLog.entityId,
          removed.map((lead) => String(lead.id)),
        ),
      ),
    )
}
