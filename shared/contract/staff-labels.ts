// The staff area's Russian words: roles, kinds and statuses of leads, what the audit log records.
import type { AuditAction, ContentEntityType, LeadKind, LeadStatus, StaffRole } from './staff.ts'

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

const CONTENT_ENTITY_LABELS: Record<ContentEntityType, string> = {
  post: 'Публикация',
  service_category: 'Раздел услуг',
  service: 'Услуга',
  solution: 'Решение',
  client: 'Клиент',
  portfolio_group: 'Группа портфолио',
  portfolio_project: 'Проект портфолио',
  page: 'Страница',
  tag: 'Метка',
}

/** The kinds of item the audit log names (`entity_type`). */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  ...LEAD_KIND_LABELS,
  ...CONTENT_ENTITY_LABELS,
  user: 'Пользователь',
  media: 'Изображение',
  redirect: 'Переадресация',
  search_synonyms: 'Синонимы поиска',
}
