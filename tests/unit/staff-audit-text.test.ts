import { describe, expect, it } from 'vitest'
import { auditActionLabel, auditChangeText, auditedLead, auditEntityLabel } from '#app/features/staff/audit/audit-text.ts'
import type { AuditRow } from '#app/features/staff/types.ts'

const row = (overrides: Partial<AuditRow>): AuditRow => ({
  id: 1,
  actor: { id: 2, name: 'Антон Админов' },
  action: 'status_changed',
  entity_type: 'brief',
  entity_id: '12',
  entity_title: 'Бриф №12, Анна Петрова',
  details: {},
  created_at: '2026-11-24T10:00:00.000Z',
  ...overrides,
})

const staff = new Map([[5, 'Ева Редакторова']])

describe('the audit log in words', () => {
  it('names what was done in Russian, and an action it does not know as the log has it', () => {
    expect(auditActionLabel('status_changed')).toBe('Сменил статус')
    expect(auditActionLabel('assigned')).toBe('Назначил ответственного')
    expect(auditActionLabel('noted')).toBe('Добавил заметку')
    expect(auditActionLabel('archived')).toBe('archived')
  })

  it('names the kind of item, and a kind it does not know as the log has it', () => {
    expect(auditEntityLabel('brief')).toBe('Бриф')
    expect(auditEntityLabel('contact')).toBe('Заявка с сайта')
    expect(auditEntityLabel('user')).toBe('Пользователь')
    expect(auditEntityLabel('post')).toBe('Публикация')
    expect(auditEntityLabel('redirect')).toBe('Переадресация')
    expect(auditEntityLabel('service_category')).toBe('Раздел услуг')
    expect(auditEntityLabel('portfolio_project')).toBe('Проект портфолио')
    expect(auditEntityLabel('tag')).toBe('Метка')
    expect(auditEntityLabel('widget')).toBe('widget')
  })

  it('tells a change of status by the statuses’ names', () => {
    expect(auditChangeText(row({ details: { status: { from: 'new', to: 'in_progress' } } }), staff)).toBe('Новая → В работе')
  })

  it('tells a change of assignee by names, nobody as «Не назначен», and a colleague who has left by number', () => {
    const assigned = (from: number | null, to: number | null) => row({ action: 'assigned', details: { assignee: { from, to } } })
    expect(auditChangeText(assigned(null, 5), staff)).toBe('Не назначен → Ева Редакторова')
    expect(auditChangeText(assigned(5, null), staff)).toBe('Ева Редакторова → Не назначен')
    expect(auditChangeText(assigned(9, 5), staff)).toBe('сотрудник №9 → Ева Редакторова')
  })

  it('tells a change of role, a person without one as «без роли»', () => {
    const promoted = row({ action: 'promoted_from_configuration', entity_type: 'user', details: { role: { from: null, to: 'admin' } } })
    expect(auditChangeText(promoted, staff)).toBe('без роли → Администратор')
  })

  it('tells a new address and a new title as they were and are', () => {
    const moved = row({
      action: 'updated',
      entity_type: 'service',
      details: { fields: ['slug'], path: { from: '/services/a/x/', to: '/services/b/x/' } },
    })
    expect(auditChangeText(moved, staff)).toBe('/services/a/x/ → /services/b/x/')
    const renamed = row({ action: 'updated', entity_type: 'tag', details: { title: { from: 'Розница', to: 'Ритейл' } } })
    expect(auditChangeText(renamed, staff)).toBe('«Розница» → «Ритейл»')
  })

  it('has nothing to tell of a row without such a change', () => {
    expect(auditChangeText(row({ action: 'noted', details: { note_id: 3 } }), staff)).toBeNull()
  })

  it('links a row to its lead only when it is about one', () => {
    expect(auditedLead(row({}))).toEqual({ kind: 'brief', id: '12' })
    expect(auditedLead(row({ entity_type: 'contact', entity_id: '7' }))).toEqual({ kind: 'contact', id: '7' })
    expect(auditedLead(row({ entity_type: 'user', entity_id: '3' }))).toBeNull()
  })
})
