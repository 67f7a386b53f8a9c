// The staff area's rules and answers: roles, leads and the audit log. No server-only code: the admin
// screens' guards and filters read them too. Their Russian words are in staff-labels.ts, apart, so that
// what the site's first load needs (the lists, the role rule) does not bring the words along.

import type { Device } from './device.ts'

/** An editor works content and leads; an admin also staff accounts and redirects. */
export const STAFF_ROLES = ['editor', 'admin'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** True when a person with `role` may do what `needed` may. */
export function roleAllows(role: StaffRole | null | undefined, needed: StaffRole): boolean {
  if (!role) return false
  return needed === 'editor' || role === 'admin'
}

/** A lead is a brief (from /brief/) or a contact request (from /contacts/). */
export const LEAD_KINDS = ['brief', 'contact'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

/** The site's address of a lead in the staff area's inbox (the agency's notification mails link to it). */
export const leadPath = (kind: LeadKind, id: number) => `/admin/leads/${kind}/${id}/`

export const LEAD_STATUSES = ['new', 'in_progress', 'done', 'spam'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** The longest search (`?q=`) a staff list takes. */
export const STAFF_SEARCH_MAX_LENGTH = 200

/** A staff member as the staff area shows one (assignees, authors of notes). */
export interface StaffMember {
  id: number
  name: string
  email: string
  role: StaffRole
}

/** A staff member as the staff list shows one: also whether their second factor is on. */
export interface StaffAccount extends StaffMember {
  second_factor: boolean
}

/** A lead in the inbox list. */
export interface LeadSummary {
  kind: LeadKind
  id: number
  name: string
  email: string | null
  phone: string | null
  /** The first words of the description or the message. */
  excerpt: string
  status: LeadStatus
  assignee: { id: number; name: string } | null
  has_attachment: boolean
  created_at: string
}

export interface LeadNote {
  id: number
  author: string
  body: string
  created_at: string
}

/** One lead, whole: the visitor's data, what the agency did with it, and its notes. */
export interface LeadDetails extends LeadSummary {
  company: string | null
  /** The brief's description or the contact request's message. */
  text: string
  /** Brief only: services, budget and deadline as the visitor chose them (labels). */
  services: string[]
  budget: string | null
  deadline: string | null
  attachment: { filename: string; size: number; content_type: string } | null
  consent_at: string
  ip: string | null
  user_agent: string | null
  /** The visitor's system and browser read from `user_agent`, as the sessions list has them; null without one. */
  device: Device | null
  updated_at: string
  notes: LeadNote[]
}

/** What an audit row says was done. */
export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'published',
  'scheduled',
  'unpublished',
  'deleted',
  'status_changed',
  'assigned',
  'noted',
  'invited',
  'invitation_cancelled',
  'invitation_accepted',
  'role_changed',
  'access_revoked',
  'promoted_from_configuration',
  'second_factor_enabled',
  'second_factor_disabled',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** The editorial items the audit log names (`entity_type`), besides leads, staff, images and redirects. */
const CONTENT_ENTITY_TYPES = [
  'post',
  'service_category',
  'service',
  'solution',
  'client',
  'portfolio_group',
  'portfolio_project',
  'page',
  'tag',
] as const
export type ContentEntityType = (typeof CONTENT_ENTITY_TYPES)[number]

/** A part of a long text's difference: kept (`=`, cut to its ends), removed (`-`) or added (`+`). */
export interface AuditTextPart {
  op: '=' | '-' | '+'
  text: string
}

/**
 * One field's change in an `updated` row's `details.changes`, by the API's field name: a short value
 * as it was and is (in words: an image by its description and file, a list joined), a long text as
 * the parts that changed with a little of what surrounds them.
 */
export type AuditFieldChange = { from: string; to: string } | { diff: AuditTextPart[] }

/** One row of the audit log. */
export interface AuditEntry {
  id: number
  actor: { id: number | null; name: string }
  action: AuditAction
  entity_type: string
  entity_id: string
  entity_title: string
  details: Record<string, unknown>
  created_at: string
}

/** A pending invitation to the staff. */
export interface StaffInvitation {
  id: number
  email: string
  role: StaffRole
  invited_by: string
  expires_at: string
  created_at: string
}

/** The codes a redirect answers with: moved for good (301, 308) or for now (302, 307). */
export const REDIRECT_STATUSES = [301, 302, 307, 308] as const

/** A redirect from an old address, as admins keep them. */
export interface RedirectEntry {
  id: number
  from_path: string
  to_path: string
  status: (typeof REDIRECT_STATUSES)[number]
  created_at: string
}

/** A group of words and phrases the site search reads as one, as staff keep them. */
export interface SearchSynonymGroup {
  id: number
  terms: string[]
  created_at: string
  updated_at: string
}

/** How many terms a group of synonyms holds at least and at most, and how long a term may be. */
export const SYNONYM_TERMS_MIN = 2
export const SYNONYM_TERMS_MAX = 12
export const SYNONYM_TERM_MAX_LENGTH = 60
