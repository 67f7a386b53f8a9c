import type { ApiAnswer } from '#app/lib/api/contract.ts'

/** A lead in the inbox list (`GET /v1/admin/leads`). */
type LeadSummary = ApiAnswer<'/v1/admin/leads'>['data'][number]

/** One lead, whole (`GET /v1/admin/leads/{kind}/{id}`): the visitor's data, what the agency did with it, and its notes. */
type LeadDetails = ApiAnswer<'/v1/admin/leads/:kind/:id'>

/**
 * The phone as people in Russia read it, formatted by the site's server (lib/phone-format.ts): the
 * browser needs no phone metadata to show a lead.
 */
export type WithPhoneDisplay<T> = T & { phone_display: string | null }

/** A lead in the inbox, as the staff screens get it. */
export type InboxLead = WithPhoneDisplay<LeadSummary>

/** One lead, whole, as its page gets it. */
export type Lead = WithPhoneDisplay<LeadDetails>

/** A row of the audit log (`GET /v1/admin/audit`): its details are JSON. */
export type AuditRow = ApiAnswer<'/v1/admin/audit'>['data'][number]

/** A staff member as the staff list shows one (`GET /v1/admin/staff`): also whether their second factor is on. */
export type StaffAccount = ApiAnswer<'/v1/admin/staff'>['data'][number]

/** A staff member after a change of role (`PATCH /v1/admin/staff/{id}`); no answer when the change took their access away. */
export type StaffMember = NonNullable<ApiAnswer<'/v1/admin/staff/:id', 'PATCH'>>

/** A pending invitation to the staff (`GET /v1/admin/staff/invitations`). */
export type StaffInvitation = ApiAnswer<'/v1/admin/staff/invitations'>['data'][number]

/** A redirect from an old address, as admins keep them (`GET /v1/admin/redirects`). */
export type RedirectEntry = ApiAnswer<'/v1/admin/redirects'>['data'][number]

/** A group of words and phrases the site search reads as one (`GET /v1/admin/search-synonyms`). */
export type SearchSynonymGroup = ApiAnswer<'/v1/admin/search-synonyms'>['data'][number]
