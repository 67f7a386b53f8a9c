import type { EditorialType } from '#shared/contract/editorial.ts'
import type { AuditFieldChange } from '#shared/contract/staff.ts'
import { CONTENT_VIEWS } from '../content/content-types.ts'
import { POST_FIELD_LABELS } from '../posts/compared-fields.ts'

/** The editor that edits each kind of item the audit log names. */
const CONTENT_TYPE_OF: Partial<Record<string, EditorialType>> = {
  service_category: 'service-categories',
  service: 'services',
  solution: 'solutions',
  client: 'clients',
  portfolio_group: 'portfolio-groups',
  portfolio_project: 'portfolio-projects',
  page: 'pages',
}

/** A field's name as its editor labels it («Срок»), or as the log has it for a field no editor shows now. */
function auditFieldLabel(entityType: string, field: string): string {
  if (entityType === 'post') return POST_FIELD_LABELS[field] ?? field
  const type = CONTENT_TYPE_OF[entityType]
  return (type && CONTENT_VIEWS[type].fields.find((spec) => spec.name === field)?.label) ?? field
}

const isFieldChange = (value: unknown): value is AuditFieldChange =>
  typeof value === 'object' && value !== null && (('from' in value && 'to' in value) || ('diff' in value && Array.isArray(value.diff)))

/** The field changes an `updated` row records (`details.changes`), labelled, in the order they were written. */
export function auditFieldChanges(entityType: string, details: Record<string, unknown>): { label: string; change: AuditFieldChange }[] {
  const changes = details.changes
  if (typeof changes !== 'object' || changes === null) return []
  return Object.entries(changes).flatMap(([field, change]) =>
    isFieldChange(change) ? [{ label: auditFieldLabel(entityType, field), change }] : [],
  )
}
