// The staff area's Russian words: roles, kinds and statuses of leads, what the audit log records.
import type { AuditAction, LeadKind, LeadStatus, StaffRole } from './staff.ts'

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  editor: 'Редактор',
  admin: 'Администратор',
}

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  brief: 'Бриф',
  contact: 'Заявка с сайта',
}

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'Новая',
  in_progress: 'В работе',
  done: 'Готово',
  spam: 'Спам',
}

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  created: 'Создал',
  updated: 'Изменил',
  published: 'Опубликовал',
  scheduled: 'Запланировал публикацию',
  unpublished: 'Снял с публикации',
  deleted: 'Удалил',
  status_changed: 'Сменил статус',
  assigned: 'Назначил ответственного',
  noted: 'Добавил заметку',
  role_changed: 'Сменил роль',
  invited: 'Пригласил в команду',
  invitation_cancelled: 'Отменил приглашение',
  invitation_accepted: 'Принял приглашение',
  access_revoked: 'Закрыл доступ',
  promoted_from_configuration: 'Назначен администратором из настроек',
  second_factor_enabled: 'Включил вход по коду',
  second_factor_disabled: 'Отключил вход по коду',
}

/** The kinds of item the audit log names (`entity_type`). */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  ...LEAD_KIND_LABELS,
  user: 'Пользователь',
  post: 'Публикация',
  media: 'Изображение',
  redirect: 'Переадресация',
}
