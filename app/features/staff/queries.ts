import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { profileQuery } from '#app/features/auth/queries.ts'
import type { LeadKind } from '#shared/contract/staff.ts'
import type { LeadFilters } from './lead-filters.ts'
import { fetchInvitations } from './accounts.functions.ts'
import { fetchRedirects } from './redirects.functions.ts'
import { fetchSynonymGroups } from './search-synonyms.functions.ts'
import { fetchSecondFactor } from './second-factor.functions.ts'
import type { AuditSearch } from './page-search.ts'
import { fetchAuditLog, fetchLead, fetchLeadCounts, fetchLeads, fetchStaffMembers } from './staff.functions.ts'

/**
 * Everything of the staff area is keyed under the profile, so signing out (which drops the profile's
 * queries) drops it too.
 */
export const staffKey = [...profileQuery.queryKey, 'staff'] as const

/** Leads come in and colleagues work them: a screen asks again when it is opened after a few seconds. */
const WORK_DATA_MS = 5_000

export const leadCountsQuery = queryOptions({
  queryKey: [...staffKey, 'lead-counts'],
  queryFn: () => fetchLeadCounts(),
  staleTime: WORK_DATA_MS,
})

export const leadsQuery = (filters: LeadFilters & { page?: number; per_page?: number }) =>
  queryOptions({
    queryKey: [...staffKey, 'leads', filters],
    queryFn: () => fetchLeads({ data: filters }),
    staleTime: WORK_DATA_MS,
  })

export const leadQuery = (kind: LeadKind, id: number) =>
  queryOptions({
    queryKey: [...staffKey, 'lead', kind, id],
    queryFn: () => fetchLead({ data: { kind, id } }),
    staleTime: WORK_DATA_MS,
  })

/** The staff list changes seldom (the assignee picker, names in the audit log). */
export const staffMembersQuery = queryOptions({
  queryKey: [...staffKey, 'members'],
  queryFn: () => fetchStaffMembers(),
  staleTime: 5 * 60_000,
})

export const auditLogQuery = ({ page, actor, action, type, item, from, to }: AuditSearch) =>
  queryOptions({
    queryKey: [...staffKey, 'audit', { page: page ?? 1, actor, action, type, item, from, to }],
    queryFn: () => fetchAuditLog({ data: { page, actor_id: actor, action, entity_type: type, entity_id: item, from, to } }),
    staleTime: WORK_DATA_MS,
  })

/** Invitations not yet accepted (admins). */
export const invitationsQuery = queryOptions({
  queryKey: [...staffKey, 'invitations'],
  queryFn: () => fetchInvitations(),
  staleTime: WORK_DATA_MS,
})

export const redirectsQuery = (search: { q?: string; page?: number }) =>
  queryOptions({
    queryKey: [...staffKey, 'redirects', search],
    queryFn: () => fetchRedirects({ data: search }),
    staleTime: WORK_DATA_MS,
  })

/** The site search's synonym groups. */
export const synonymGroupsQuery = queryOptions({
  queryKey: [...staffKey, 'search-synonyms'],
  queryFn: () => fetchSynonymGroups(),
  staleTime: WORK_DATA_MS,
})

/** The staff member's own second factor: read afresh whenever the screen opens. */
export const secondFactorQuery = queryOptions({
  queryKey: [...staffKey, 'second-factor'],
  queryFn: () => fetchSecondFactor(),
  staleTime: 0,
})

/** After a change (a lead, an account, a redirect): the area's screens and the audit log are read again. */
export const refreshStaffData = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: staffKey })
