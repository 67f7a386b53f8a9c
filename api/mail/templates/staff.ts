// Mails to the agency's staff. Pure functions: the data in, the mail out; links are built by the caller.
import type { OutgoingMail } from '../outbox.ts'
import { agency } from '#shared/company.ts'
import { clientFooter, formatMoscowDateTime, hostOf, renderMail, signature } from './layout.ts'
import type { StaffRole } from '#shared/contract/staff.ts'
import { STAFF_ROLE_LABELS } from '#shared/contract/staff-labels.ts'

/**
 * An admin's invitation to the staff area. The inviter's name is staff's own, never a visitor's text,
 * so it may stand in the mail.
 */
export function staffInvitationMail(
  invitation: { email: string; role: StaffRole; invitedBy: string; url: string; expiresAt: Date },
  config: { siteUrl: string; agencyInbox: string },
): OutgoingMail {
  const host = hostOf(config.siteUrl)
  const subject = `${agency.name}: приглашение в управление сайтом`
  return {
    kind: 'staff.invitation',
    to: invitation.email,
    replyTo: config.agencyInbox,
    subject,
    ...renderMail({
      subject,
      blocks: [
        { type: 'paragraph', text: 'Здравствуйте!' },
        {
          type: 'paragraph',
          text: `${invitation.invitedBy} приглашает вас в управление сайтом ${host} с ролью «${STAFF_ROLE_LABELS[invitation.role]}».`,
        },
        { type: 'button', text: 'Принять приглашение', href: invitation.url },
        {
          type: 'paragraph',
          text: `Ссылка действует до ${formatMoscowDateTime(invitation.expiresAt)} и сработает один раз. Если у вас ещё нет аккаунта на сайте, по ссылке вы его создадите.`,
        },
        { type: 'note', text: 'Никому не пересылайте это письмо: по ссылке можно войти в управление сайтом.' },
        signature,
      ],
      footer: clientFooter(config, 'вас пригласили в команду сайта', 'Если вы не ждали приглашения, просто удалите письмо.'),
    }),
  }
}
