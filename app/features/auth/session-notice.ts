/**
 * What the site tells a person whose session is gone without them signing out here: it ended by
 * itself (a refused refresh, a password reset or a sign-out elsewhere), or they deleted the account.
 */
export type SessionNotice = 'session-ended' | 'account-deleted'

export const SESSION_ENDED_MESSAGE = 'Сеанс входа завершён. Войдите в личный кабинет снова — и продолжите с того же места.'

export const sessionNoticeText: Record<SessionNotice, { title: string; text: string }> = {
  'session-ended': {
    title: 'Сеанс входа завершён',
    text: 'Войдите в личный кабинет снова — и продолжите с того же места. Если вы меняли данные профиля, мы вернём их в форму.',
  },
  'account-deleted': {
    title: 'Аккаунт удалён',
    text: 'Мы удалили профиль со всеми данными и завершили все сеансы входа. На почту придёт письмо-подтверждение. Спасибо, что были с нами.',
  },
}
