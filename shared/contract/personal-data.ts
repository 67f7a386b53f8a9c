// The person's own data (Федеральный закон № 152-ФЗ): consents and the export. Types and the cookie
// choice's rule; nothing here touches a database.
import * as v from 'valibot'
import type { Profile } from './account.ts'
import type { LeadStatus } from './staff.ts'

/** What a consent was given for. */
export type ConsentPurpose = 'registration' | 'brief' | 'contact' | 'cookies'

/** A document as a consent names it: the exact text in force when the person agreed. */
export interface ConsentDocumentVersion {
  /** 'privacy', 'agreement' or 'cookie-notice'. */
  document: string
  /** A hash of the page's text (16 hex digits), or the cookie notice's CONSENT_VERSION. */
  version: string
  /** The edition's date that page shows («Редакция от …»); null for the cookie notice. */
  dated: string | null
  /** The document's name as the site shows it («Политика обработки персональных данных»). */
  title: string
  /** Where its current text is read, on the site (absolute). */
  url: string
}

/** One consent as the export lists it. */
export interface ConsentEntry {
  purpose: ConsentPurpose
  documents: ConsentDocumentVersion[]
  /** The cookie notice's choice; null for the other purposes. */
  choice: 'all' | 'necessary' | null
  /** The address the form or the registration gave. */
  email: string | null
  ip: string | null
  user_agent: string | null
  given_at: string
}

/** `POST /v1/consents/cookies`: the cookie notice's choice of a signed-in person. */
export const CookieConsentSchema = v.object({
  choice: v.picklist(['all', 'necessary'], 'Выберите «Принять» или «Только необходимые».'),
  version: v.pipe(
    v.number('Версия уведомления должна быть числом.'),
    v.integer('Версия уведомления должна быть целым числом.'),
    v.minValue(1, 'Версия уведомления должна быть положительной.'),
    v.maxValue(10_000, 'Такой версии уведомления нет.'),
  ),
})

/** A file sent with a brief: named, never included. */
interface ExportedAttachment {
  filename: string
  size: number
}

interface ExportedBrief {
  id: number
  name: string
  company: string | null
  email: string
  phone: string | null
  /** The choices in the words the form showed («Интернет-магазин», «1 – 3 млн ₽»). */
  services: string[]
  budget: string | null
  deadline: string | null
  description: string
  attachment: ExportedAttachment | null
  status: LeadStatus
  ip: string | null
  user_agent: string | null
  sent_at: string
}

interface ExportedContactRequest {
  id: number
  name: string
  email: string | null
  phone: string | null
  message: string
  status: LeadStatus
  ip: string | null
  user_agent: string | null
  sent_at: string
}

interface ExportedSession {
  created_at: string
  last_used_at: string
  /** The device as the sessions page names it («Windows · Chrome 131», «Неизвестное устройство»). */
  device: string
  user_agent: string | null
  ip: string | null
  /** When it ended (signed out, ended from another device, a password change); null while it lasts. */
  ended_at: string | null
}

interface ExportedDevice {
  /** As ExportedSession.device. */
  device: string
  user_agent: string | null
  first_seen_at: string
  last_seen_at: string
}

/** The sections of the export: the legend describes every one of them. */
type PersonalDataSection = Exclude<keyof PersonalDataExport, 'about'>

/** The fields a person cannot read on their own: codes, nulls with a meaning, fingerprints. */
type PersonalDataExplainedField =
  | 'profile.role'
  | 'profile.email_verified_at'
  | 'consents.purpose'
  | 'consents.choice'
  | 'consents.documents.version'
  | 'sessions.ended_at'
  | 'status'
  | 'ip'
  | 'user_agent'

/**
 * The export's legend, in Russian, for the person who opens the file: what it is, how its times
 * are written, a sentence for each section and for each field that needs one. Keys stay English
 * and times ISO 8601 so that the file stays portable; the legend is what makes it readable.
 */
export interface PersonalDataLegend {
  document: string
  times: string
  sections: Record<PersonalDataSection, string>
  fields: Record<PersonalDataExplainedField, string>
}

/**
 * `GET /v1/profile/export`: everything the site holds about the signed-in person, as one document,
 * its legend first. Briefs and contact requests are those sent from the account's address, listed
 * only once that address is verified; `leads_note` says why when they are not.
 */
export interface PersonalDataExport {
  about: PersonalDataLegend
  generated_at: string
  profile: Profile
  consents: ConsentEntry[]
  sessions: ExportedSession[]
  devices: ExportedDevice[]
  briefs: ExportedBrief[]
  contact_requests: ExportedContactRequest[]
  leads_note: string | null
}
