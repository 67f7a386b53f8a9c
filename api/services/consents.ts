// Consents to the processing of personal data: every one is stored with the exact version of the
// text agreed to, in the transaction that stores what it was given for.
import { createHash } from 'node:crypto'
import { isIP } from 'node:net'
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { type ConsentDocument, consents, pages } from '../db/schema/index.ts'
import type { ConsentDocumentVersion, ConsentEntry, ConsentPurpose } from '#shared/contract/personal-data.ts'

/** What a page's version is computed from: everything the visitor reads on it. */
export type VersionedPage = Pick<typeof pages.$inferSelect, 'slug' | 'title' | 'lead' | 'body' | 'blocks' | 'updatedAt'>

/**
 * The version of a legal page: a hash of its text, so that it names the exact words (two saves
 * that leave the text alone keep it; any edit changes it), with the date the page shows as its
 * edition.
 */
export function documentVersion(page: VersionedPage): ConsentDocument {
  const text = JSON.stringify([page.title, page.lead, page.body, page.blocks])
  return {
    document: page.slug,
    version: createHash('sha256').update(text).digest('hex').slice(0, 16),
    dated: page.updatedAt.toISOString(),
  }
}

/** The versions of the named pages as they are now, in the order asked; a missing page is left out. */
async function currentVersions(db: Database, slugs: string[]): Promise<ConsentDocument[]> {
  const rows = await db
    .select({ slug: pages.slug, title: pages.title, lead: pages.lead, body: pages.body, blocks: pages.blocks, updatedAt: pages.updatedAt })
    .from(pages)
    .where(inArray(pages.slug, slugs))
  return slugs.flatMap((slug) => {
    const page = rows.find((row) => row.slug === slug)
    return page ? [documentVersion(page)] : []
  })
}

/** The documents each kind of consent refers to. */
const DOCUMENTS: Record<ConsentPurpose, string[]> = {
  registration: ['agreement', 'privacy'],
  brief: ['privacy'],
  contact: ['privacy'],
  cookies: ['privacy'],
}

export interface ConsentRecord {
  purpose: ConsentPurpose
  userId?: number | null
  email: string | null
  choice?: 'all' | 'necessary'
  /** The cookie notice's own version (CONSENT_VERSION), for a cookie choice. */
  noticeVersion?: number
  briefId?: number
  contactRequestId?: number
  ip: string | null
  userAgent: string | null
}

/** Stores a consent with the versions of its documents. Pass the transaction that stores what it was given for. */
export async function recordConsent(db: Database, record: ConsentRecord): Promise<void> {
  const documents = await currentVersions(db, DOCUMENTS[record.purpose])
  if (record.noticeVersion !== undefined)
    documents.unshift({ document: 'cookie-notice', version: String(record.noticeVersion), dated: null })
  await db.insert(consents).values({
    purpose: record.purpose,
    userId: record.userId ?? null,
    email: record.email?.toLowerCase() ?? null,
    documents,
    choice: record.choice ?? null,
    briefId: record.briefId ?? null,
    contactRequestId: record.contactRequestId ?? null,
    // A proof holds a real address or none ('unknown' when the API could not tell).
    ip: record.ip !== null && isIP(record.ip) ? record.ip : null,
    userAgent: record.userAgent,
  })
}

/** Whose consents these are: the account's own, and those a form gave its address for once the address is verified. */
export interface ConsentSubject {
  userId: number
  email: string
  verified: boolean
}

function consentsOfSubject(subject: ConsentSubject): SQL {
  const byAccount = eq(consents.userId, subject.userId)
  if (!subject.verified) return byAccount
  return or(byAccount, and(isNull(consents.anonymisedAt), eq(sql`lower(${consents.email})`, subject.email.toLowerCase())))!
}

/** The documents by the names the site gives them. */
const DOCUMENT_TITLES: Record<string, string> = {
  privacy: 'Политика обработки персональных данных',
  agreement: 'Пользовательское соглашение',
  'cookie-notice': 'Уведомление о cookie',
}

/**
 * Where a document's current text is read: a legal page at its slug; the cookie notice is a banner,
 * so the policy's section on cookies, which the notice itself links to.
 */
const documentPath = (document: string) => (document === 'cookie-notice' ? '/privacy/#cookie-i-analitika' : `/${document}/`)

/** A stored document with what a person needs to find it: its title and its address on the site. */
const describedDocument = (stored: ConsentDocument, siteUrl: string): ConsentDocumentVersion => ({
  ...stored,
  title: DOCUMENT_TITLES[stored.document] ?? stored.document,
  url: `${siteUrl}${documentPath(stored.document)}`,
})

/** The person's consents, oldest first, as the export lists them; documents link to the site of `siteUrl`. */
export async function consentsOf(db: Database, subject: ConsentSubject, siteUrl: string): Promise<ConsentEntry[]> {
  const rows = await db.select().from(consents).where(consentsOfSubject(subject)).orderBy(asc(consents.createdAt), asc(consents.id))
  return rows.map((row) => ({
    purpose: row.purpose,
    documents: row.documents.map((stored) => describedDocument(stored, siteUrl)),
    choice: row.choice,
    email: row.email,
    ip: row.ip,
    user_agent: row.userAgent,
    given_at: row.createdAt.toISOString(),
  }))
}

/**
 * Removes the person from their consents but keeps the proof that each was given (the law lets an
 * operator keep what it needs to prove consent): the account, the address, the IP and the
 * User-Agent go; the purpose, the documents' versions, the choice and the time stay, with a
 * SHA-256 of the address, which identifies nobody by itself yet lets the person, presenting their
 * address, be shown their consent.
 */
export async function anonymiseConsents(db: Database, subject: ConsentSubject, now = new Date()): Promise<void> {
  const address = subject.email.toLowerCase()
  await db
    .update(consents)
    .set({
      userId: null,
      email: null,
      ip: null,
      userAgent: null,
      subjectHash: sql`encode(sha256(convert_to(coalesce(lower(${consents.email}), ${address}), 'UTF8')), 'hex')`,
      anonymisedAt: now,
    })
    .where(consentsOfSubject(subject))
}
