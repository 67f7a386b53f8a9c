import type { LeadKind, LeadStatus } from '#shared/contract/staff.ts'
import { type InboxSearch, readInboxSearch } from './inbox-search.ts'

/** The inbox's search as a form gives it: each field's text, read by the same rules as the address; the page starts again. */
export function inboxSearchOf(fields: Record<string, string>): InboxSearch {
  return { ...readInboxSearch(fields), page: undefined }
}

/** The inbox's filters as the API takes them (`GET /v1/admin/leads`, the export). */
export interface LeadFilters {
  kind?: LeadKind
  status?: LeadStatus
  /** A staff member's id, or none for nobody's. */
  assignee?: number | 'none'
  q?: string
}

/** The filters of the inbox's search: «mine» is the staff member's own id. */
export function leadFilters(search: InboxSearch, staffId: number): LeadFilters {
  return {
    kind: search.kind,
    status: search.status,
    assignee: search.assignee === 'mine' ? staffId : search.assignee,
    q: search.q,
  }
}

/** True when the inbox shows less than every lead. */
export const isFiltered = (search: InboxSearch) => Boolean(search.kind || search.status || search.assignee || search.q)
