import { LEAD_KINDS, type LeadKind } from '#shared/contract/staff.ts'
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, LEAD_STATUS_LABELS, STAFF_ROLE_LABELS } from '#shared/contract/staff-labels.ts'
import type { AuditRow } from '../types.ts'

/** What was done, in Russian; an action this version does not know yet is shown as the log has it. */
export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action as keyof typeof AUDIT_ACTION_LABELS] ?? action

/** The kind of item, in Russian («Бриф», «Пользователь»), or as the log has it. */
export const auditEntityLabel = (type: string) => AUDIT_ENTITY_LABELS[type] ?? type

/** The lead an audit row is about, when it is one: its page can be linked. */
export function auditedLead(entry: AuditRow): { kind: LeadKind; id: string } | null {
  const kind = LEAD_KINDS.find((known) => known === entry.entity_type)
  return kind && /^\d+$/.test(entry.entity_id) ? { kind, id: entry.entity_id } : null
}

type Change = { from: unknown; to: unknown }

const isChange = (value: unknown): value is Change => typeof value === 'object' && value !== null && 'from' in value && 'to' in value

/**
 * A change recorded in a row's details, as people read it: «Новая → В работе», «Не назначен →
 * Анна Петрова», «без роли → Администратор». Staff are named from `staffNames` (a colleague who has
 * left is «сотрудник №5»), an address or a title as it was and is. Null when the row records no
 * such change.
 */
export function auditChangeText(entry: AuditRow, staffNames: ReadonlyMap<number, string>): string | null {
  const { status, assignee, role, path, title } = entry.details
  const shown = (change: Change, name: (value: unknown) => string) => `${name(change.from)} → ${name(change.to)}`
  if (isChange(status)) return shown(status, (value) => LEAD_STATUS_LABELS[value as keyof typeof LEAD_STATUS_LABELS] ?? String(value))
  if (isChange(assignee))
    return shown(assignee, (value) => (typeof value === 'number' ? (staffNames.get(value) ?? `сотрудник №${value}`) : 'Не назначен'))
  if (isChange(role)) return shown(role, (value) => STAFF_ROLE_LABELS[value as keyof typeof STAFF_ROLE_LABELS] ?? 'без роли')
  if (isChange(path)) return shown(path, String)
  if (isChange(title)) return shown(title, (value) => `«${String(value)}»`)
  return null
}
