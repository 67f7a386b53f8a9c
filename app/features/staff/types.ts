import type { AuditEntry, LeadDetails, LeadSummary } from '#shared/contract/staff.ts'

/**
 * The phone as people in Russia read it, formatted by the site's server (lib/phone-format.ts): the
 * browser needs no phone metadata to show a lead.
 */
export type WithPhoneDisplay<T> = T & { phone_display: string | null }

/** A lead in the inbox, as the staff screens get it. */
export type InboxLead = WithPhoneDisplay<LeadSummary>

/** One lead, whole, as its page gets it. */
export type Lead = WithPhoneDisplay<LeadDetails>

/** A value as JSON carries it. */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** A row of the audit log: its details are JSON, as the API answers them. */
export type AuditRow = Omit<AuditEntry, 'details'> & { details: Record<string, Json> }
