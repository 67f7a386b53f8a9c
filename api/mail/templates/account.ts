// Mails about an account: codes and links the person asked for, and notices of changes they should
// know about. Pure functions: the data in, the mail out; links are built by the caller.
import { plural } from '../../auth/rate-limits.ts'
import type { OutgoingMail } from '../outbox.ts'
import { agency } from '#shared/company.ts'
import { clientFooter, formatMoscowDateTime, hostOf, renderMail, signature, type Block, type MailSiteConfig } from './layout.ts'

export type { MailSiteConfig } from './layout.ts'

export interface AccountMailRecipient {
  name: string
  email: string
  /** Null while nobody has proved they own the address. */
  emailVerifiedAt: Date | null
}

/**
 * The name, typed by whoever registered, is used only for an address its owner has verified: an
 * unverified one may be anybody's, and a mail there must not carry a text of a stranger's choosing.
 */
function greeting(to: AccountMailRecipient): Block {
  const shown = to.emailVerifiedAt ? to.name.replace(/\s+/g, ' ').trim() : ''
  return { type: 'paragraph', text: shown ? `Здравствуйте, ${shown}!` : 'Здравствуйте!' }
}

/** «10 минут», «21 минуту», «3 минуты» — after «действует». */
const minutes = (n: number) => `${n} ${plural(n, 'минуту', 'минуты', 'минут')}`

/** How to reach the studio about a change nobody asked for: after «…сообщите нам: ». */
const replyOrCall = `ответьте на это письмо или позвоните по телефону ${agency.phone.display} (${agency.hours})`

/** A link mailed for one use, and how long it works. */
interface MailedLink {
  url: string
  expiresInMinutes: number
}

/** What an account mail says; the layout adds the greeting, the signature and the contacts. */
interface AccountMailContent {
  kind: string
  /** After «Малахит: ». */
  subject: string
  blocks: Block[]
  /** Why the person got the mail, for the footer: «…потому что {reason} на сайте …». */
  reason: string
}

/** The one shape of every account mail: to the account's address, replies to the agency. */
function accountMail(
  to: AccountMailRecipient,
  config: MailSiteConfig,
  { kind, subject, blocks, reason }: AccountMailContent,
): OutgoingMail {
  const fullSubject = `${agency.name}: ${subject}`
  return {
    kind,
    to: to.email,
    replyTo: config.agencyInbox,
    subject: fullSubject,
    // The body says what to do if it was not them, so the footer does not repeat it.
    ...renderMail({ subject: fullSubject, blocks: [greeting(to), ...blocks, signature], footer: clientFooter(config, reason, null) }),
  }
}

/** Sent at registration, on resend and after an email change: a 6-digit code and a link. */
export function verificationMail(to: AccountMailRecipient, link: MailedLink & { code: string }, config: MailSiteConfig): OutgoingMail {
  return accountMail(to, config, {
    kind: 'account.verification',
    subject: 'подтвердите адрес почты',
    blocks: [
      { type: 'paragraph', text: `Подтвердите, пожалуйста, адрес ${to.email} — введите этот код на сайте ${hostOf(config.siteUrl)}:` },
      { type: 'code', text: link.code },
      { type: 'paragraph', text: 'Или просто нажмите на кнопку:' },
      { type: 'button', text: 'Подтвердить адрес', href: link.url },
      {
        type: 'paragraph',
        text: `Код и ссылка действуют ${minutes(link.expiresInMinutes)}. Если не успеете, запросите на сайте новое письмо.`,
      },
      { type: 'note', text: 'Никому не сообщайте этот код. Мы никогда не просим его назвать — ни в письмах, ни по телефону.' },
      {
        type: 'note',
        text: 'Если это были не вы, просто не обращайте внимания на это письмо: без кода адрес не будет подтверждён.',
      },
    ],
    reason: 'этот адрес указали при регистрации или в профиле',
  })
}

/**
 * To the owner of an address someone tried to register with again (perhaps the owner, who forgot):
 * how to get in. Nothing the registrant typed is in it.
 */
export function registrationAttemptMail(to: AccountMailRecipient, config: MailSiteConfig): OutgoingMail {
  return accountMail(to, config, {
    kind: 'account.registration-attempt',
    subject: 'у вас уже есть аккаунт',
    blocks: [
      {
        type: 'paragraph',
        text: `Кто-то — возможно, вы — пытался зарегистрироваться на сайте ${hostOf(config.siteUrl)} с этим адресом. Но аккаунт с ним уже есть, поэтому новый мы не создали.`,
      },
      { type: 'paragraph', text: 'Если это были вы, войдите в личный кабинет с паролем или по ссылке из письма:' },
      { type: 'button', text: 'Войти в личный кабинет', href: `${config.siteUrl}/login/` },
      { type: 'paragraph', text: 'Не помните пароль? Задайте новый:' },
      { type: 'button', text: 'Восстановить пароль', href: `${config.siteUrl}/password/forgot/` },
      { type: 'note', text: 'Если это были не вы, просто не обращайте внимания на это письмо: с вашим аккаунтом ничего не случилось.' },
    ],
    reason: 'с этим адресом пытались зарегистрироваться',
  })
}

export function passwordResetMail(to: AccountMailRecipient, link: MailedLink, config: MailSiteConfig): OutgoingMail {
  return accountMail(to, config, {
    kind: 'account.password-reset',
    subject: 'восстановление пароля',
    blocks: [
      {
        type: 'paragraph',
        text: `Мы получили запрос на восстановление пароля к вашему аккаунту на сайте ${hostOf(config.siteUrl)}. Чтобы задать новый пароль, нажмите на кнопку:`,
      },
      { type: 'button', text: 'Задать новый пароль', href: link.url },
      { type: 'paragraph', text: `Ссылка действует ${minutes(link.expiresInMinutes)} и сработает только один раз.` },
      {
        type: 'note',
        text: 'Если это были не вы, просто не обращайте внимания на это письмо: пароль останется прежним. Никому не пересылайте его — по ссылке можно сменить ваш пароль.',
      },
    ],
    reason: 'для этого адреса запросили восстановление пароля',
  })
}

export function loginLinkMail(to: AccountMailRecipient, link: MailedLink, config: MailSiteConfig): OutgoingMail {
  return accountMail(to, config, {
    kind: 'account.login-link',
    subject: 'ссылка для входа',
    blocks: [
      { type: 'paragraph', text: `Чтобы войти в личный кабинет на сайте ${hostOf(config.siteUrl)} без пароля, нажмите на кнопку:` },
      { type: 'button', text: 'Войти в личный кабинет', href: link.url },
      { type: 'paragraph', text: `Ссылка действует ${minutes(link.expiresInMinutes)} и сработает только один раз.` },
      {
        type: 'note',
        text: 'Если это были не вы, просто не обращайте внимания на это письмо. Никому не пересылайте его — по ссылке можно войти в ваш аккаунт.',
      },
    ],
    reason: 'для этого адреса запросили ссылку для входа',
  })
}

/** After a change in the profile or a reset; says what to do if it was not them. */
export function passwordChangedMail(
  to: AccountMailRecipient,
  change: { at: Date; via: 'profile' | 'reset' },
  config: MailSiteConfig,
): OutgoingMail {
  return accountMail(to, config, {
    kind: 'account.password-changed',
    subject: 'пароль изменён',
    blocks: [
      { type: 'paragraph', text: `Пароль к вашему аккаунту на сайте ${hostOf(config.siteUrl)} изменён.` },
      {
        type: 'fields',
        fields: [
          { label: 'Когда', value: formatMoscowDateTime(change.at) },
          { label: 'Как', value: change.via === 'profile' ? 'в профиле' : 'по ссылке для восстановления пароля' },
        ],
      },
      // A reset ends every session; a change in the profile ends all but the one it was made in.
      change.via === 'reset'
        ? { type: 'paragraph', text: 'Мы завершили все сеансы: на каждом устройстве войдите заново с новым паролем.' }
        : { type: 'paragraph', text: 'Мы завершили сеансы на других устройствах: там нужно будет войти заново с новым паролем.' },
      { type: 'paragraph', text: 'Если это были вы, ничего делать не нужно.' },
      { type: 'paragraph', text: `Если это были не вы, сразу восстановите пароль и сообщите нам: ${replyOrCall}.` },
      { type: 'button', text: 'Восстановить пароль', href: `${config.siteUrl}/password/forgot/` },
    ],
    reason: 'у вас есть аккаунт',
  })
}

/** Sent to the old address when the email of an account is changed. */
export function emailChangedMail(to: AccountMailRecipient, change: { newEmail: string; at: Date }, config: MailSiteConfig): OutgoingMail {
  return accountMail(to, config, {
    kind: 'account.email-changed',
    subject: 'адрес почты изменён',
    blocks: [
      { type: 'paragraph', text: `Адрес почты вашего аккаунта на сайте ${hostOf(config.siteUrl)} изменён.` },
      {
        type: 'fields',
        fields: [
          // The new address was typed by whoever holds the account: it goes only to an owner who has proved this one.
          ...(to.emailVerifiedAt ? [{ label: 'Новый адрес', value: change.newEmail }] : []),
          { label: 'Когда', value: formatMoscowDateTime(change.at) },
        ],
      },
      { type: 'paragraph', text: 'Теперь входить в аккаунт нужно с новым адресом, и письма об аккаунте будут приходить на него.' },
      { type: 'paragraph', text: 'Если это были вы, ничего делать не нужно.' },
      {
        type: 'paragraph',
        text: `Если это были не вы, срочно свяжитесь с нами: ${replyOrCall}. Мы поможем вернуть доступ к аккаунту.`,
      },
    ],
    reason: 'этот адрес был указан в вашем аккаунте',
  })
}

/** Confirmation that the account and its personal data were deleted. */
export function accountDeletedMail(to: AccountMailRecipient, config: MailSiteConfig): OutgoingMail {
  return accountMail(to, config, {
    kind: 'account.deleted',
    subject: 'аккаунт удалён',
    blocks: [
      {
        type: 'paragraph',
        text: `Мы удалили ваш аккаунт на сайте ${hostOf(config.siteUrl)} и связанные с ним персональные данные. Восстановить аккаунт нельзя, но вы всегда можете зарегистрироваться снова.`,
      },
      { type: 'paragraph', text: `Если это были не вы, сообщите нам: ${replyOrCall}.` },
      { type: 'paragraph', text: 'Спасибо, что были с нами.' },
    ],
    reason: 'у вас был аккаунт',
  })
}

/** Where the account's sessions are listed and ended, on the site. */
const sessionsPageUrl = (config: MailSiteConfig) => `${config.siteUrl}/profile/sessions/`

/**
 * To the owner when the account is signed in to from a device it has not used before: when, on
 * what, from where, and what to do if it was not them (end that session, change the password).
 */
export function newSignInMail(
  to: AccountMailRecipient,
  signIn: { at: Date; device: string; ip: string | null },
  config: MailSiteConfig,
): OutgoingMail {
  return accountMail(to, config, {
    kind: 'account.new-sign-in',
    subject: 'новый вход в личный кабинет',
    blocks: [
      { type: 'paragraph', text: `В ваш личный кабинет на сайте ${hostOf(config.siteUrl)} вошли с нового устройства.` },
      {
        type: 'fields',
        fields: [
          { label: 'Когда', value: formatMoscowDateTime(signIn.at) },
          { label: 'Устройство', value: signIn.device },
          ...(signIn.ip ? [{ label: 'IP-адрес', value: signIn.ip }] : []),
        ],
      },
      { type: 'paragraph', text: 'Если это были вы, ничего делать не нужно.' },
      {
        type: 'paragraph',
        text: 'Если это были не вы, завершите этот сеанс в личном кабинете и сразу смените пароль: при смене пароля мы завершим и все остальные сеансы.',
      },
      { type: 'button', text: 'Открыть список сеансов', href: sessionsPageUrl(config) },
      { type: 'paragraph', text: `Не получается войти? Восстановите пароль и сообщите нам: ${replyOrCall}.` },
      { type: 'button', text: 'Восстановить пароль', href: `${config.siteUrl}/password/forgot/` },
    ],
    reason: 'у вас есть аккаунт',
  })
}
