// Mails about the site's forms: a notification to the agency and a confirmation to the person.
// Pure functions: the data in, the mails out (they go to the outbox with the form's row).
// A confirmation goes to whatever address was typed into the form, which nobody has verified: it
// carries nothing else the visitor typed (no name, message, company, phone or file name), so the
// forms cannot be used to send someone else a text of one's choosing.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import type { OutgoingMail } from '../outbox.ts'
import { agency } from '#shared/company.ts'
import { leadPath } from '#shared/contract/staff.ts'
import { clientFooter, renderMail, signature, subjectPart, type Field, type MailSiteConfig } from './layout.ts'

export type { MailSiteConfig } from './layout.ts'

export interface BriefMailData {
  id: number
  name: string
  company: string | null
  email: string
  /** E.164, as stored. */
  phone: string | null
  /** Human labels of the chosen services. */
  services: string[]
  /** Label of the budget option. */
  budget: string | null
  /** Label of the deadline option. */
  deadline: string | null
  description: string
  attachment: { filename: string; path: string; contentType: string; size: number } | null
}

export interface ContactRequestMailData {
  id: number
  name: string
  email: string | null
  /** E.164, as stored. */
  phone: string | null
  message: string
}

/** +79991234567 as people write it: +7 999 123 45 67. */
function displayPhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} КБ`
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '').replace('.', ',')} МБ`
}

const emailField = (label: string, email: string | null): Field => ({
  label,
  value: email,
  empty: 'не указана',
  href: email ? `mailto:${email}` : undefined,
})
const phoneField = (phone: string | null): Field => ({
  label: 'Телефон',
  value: phone ? displayPhone(phone) : null,
  empty: 'не указан',
  href: phone ? `tel:${phone}` : undefined,
})

function briefFields(brief: BriefMailData, attachmentNote: string): Field[] {
  return [
    { label: 'Имя', value: brief.name },
    { label: 'Компания', value: brief.company, empty: 'не указана' },
    emailField('Почта', brief.email),
    phoneField(brief.phone),
    { label: 'Услуги', value: brief.services.join(', '), empty: 'не выбраны' },
    { label: 'Бюджет', value: brief.budget, empty: 'не указан' },
    { label: 'Сроки', value: brief.deadline, empty: 'не указаны' },
    { label: 'Описание задачи', value: brief.description, multiline: true },
    {
      label: 'Вложение',
      value: brief.attachment ? `${brief.attachment.filename} (${formatFileSize(brief.attachment.size)})${attachmentNote}` : null,
      empty: 'нет',
    },
  ]
}

function contactFields(request: ContactRequestMailData): Field[] {
  return [
    { label: 'Имя', value: request.name },
    emailField('Почта', request.email),
    phoneField(request.phone),
    { label: 'Сообщение', value: request.message, multiline: true },
  ]
}

/** A new brief: a notification to the agency (with the attachment) and a confirmation to its sender. */
export function briefMails(brief: BriefMailData, config: MailSiteConfig): OutgoingMail[] {
  const who = [brief.name, brief.company].filter((part): part is string => !!part && part.trim() !== '').join(', ')
  const notificationSubject = `Новый бриф: ${subjectPart(who)}`
  const notification = renderMail({
    subject: notificationSubject,
    blocks: [
      {
        type: 'paragraph',
        text: `На сайте заполнили бриф № ${brief.id}. Клиенту обещано, что менеджер ответит в течение одного рабочего дня.`,
      },
      { type: 'fields', fields: briefFields(brief, ' — во вложении к этому письму') },
      { type: 'button', text: 'Открыть во входящих', href: `${config.siteUrl}${leadPath('brief', brief.id)}` },
      { type: 'note', text: `Чтобы ответить клиенту, просто ответьте на это письмо: ответ уйдёт на ${brief.email}.` },
    ],
  })

  const confirmationSubject = `${agency.name}: мы получили ваш бриф`
  const confirmation = renderMail({
    subject: confirmationSubject,
    blocks: [
      { type: 'paragraph', text: 'Здравствуйте!' },
      {
        type: 'paragraph',
        text: `Спасибо, что обратились в «${agency.name}». Мы получили ваш бриф № ${brief.id} и передали его менеджеру проектов.`,
      },
      { type: 'heading', text: 'Что будет дальше' },
      {
        type: 'steps',
        items: [
          'Менеджер изучит бриф и ответит вам в течение одного рабочего дня.',
          `Если нам понадобится что-то уточнить, мы ${brief.phone ? 'напишем вам или позвоним' : 'напишем вам'}.`,
          'После короткого созвона подготовим предварительную оценку сроков и стоимости проекта.',
        ],
      },
      { type: 'paragraph', text: 'Если захотите что-то добавить или поправить, просто ответьте на это письмо.' },
      // Only what was picked from our own lists: nothing typed.
      { type: 'heading', text: 'Что вы выбрали' },
      {
        type: 'fields',
        fields: [
          { label: 'Услуги', value: brief.services.join(', '), empty: 'не выбраны' },
          { label: 'Бюджет', value: brief.budget, empty: 'не указан' },
          { label: 'Сроки', value: brief.deadline, empty: 'не указаны' },
        ],
      },
      signature,
    ],
    footer: clientFooter(config, 'заполнили бриф'),
  })

  return [
    {
      kind: 'brief.notification',
      to: config.agencyInbox,
      replyTo: brief.email,
      subject: notificationSubject,
      ...notification,
      attachments: brief.attachment
        ? [{ filename: brief.attachment.filename, path: brief.attachment.path, contentType: brief.attachment.contentType }]
        : [],
    },
    {
      kind: 'brief.confirmation',
      to: brief.email,
      replyTo: config.agencyInbox,
      subject: confirmationSubject,
      ...confirmation,
    },
  ]
}

/** A contact request: a notification to the agency, and a confirmation when the person left an email. */
export function contactRequestMails(request: ContactRequestMailData, config: MailSiteConfig): OutgoingMail[] {
  const notificationSubject = `Новая заявка с сайта: ${subjectPart(request.name)}`
  const howToAnswer = request.email
    ? `Чтобы ответить, просто ответьте на это письмо: ответ уйдёт на ${request.email}.`
    : `Почту не оставили — перезвоните по номеру ${request.phone ? displayPhone(request.phone) : 'из заявки'}.`
  const mails: OutgoingMail[] = [
    {
      kind: 'contact.notification',
      to: config.agencyInbox,
      replyTo: request.email,
      subject: notificationSubject,
      ...renderMail({
        subject: notificationSubject,
        blocks: [
          { type: 'paragraph', text: `На сайте оставили заявку № ${request.id}. Ответьте, пожалуйста, в течение одного рабочего дня.` },
          { type: 'fields', fields: contactFields(request) },
          { type: 'button', text: 'Открыть во входящих', href: `${config.siteUrl}${leadPath('contact', request.id)}` },
          { type: 'note', text: howToAnswer },
        ],
      }),
    },
  ]
  if (!request.email) return mails

  const confirmationSubject = `${agency.name}: мы получили ваше сообщение`
  mails.push({
    kind: 'contact.confirmation',
    to: request.email,
    replyTo: config.agencyInbox,
    subject: confirmationSubject,
    ...renderMail({
      subject: confirmationSubject,
      blocks: [
        { type: 'paragraph', text: 'Здравствуйте!' },
        { type: 'paragraph', text: `Спасибо, что написали в «${agency.name}». Мы получили ваше сообщение № ${request.id}.` },
        { type: 'heading', text: 'Что будет дальше' },
        {
          type: 'steps',
          items: [
            'Менеджер прочитает сообщение и ответит вам в течение одного рабочего дня.',
            request.phone ? 'Мы напишем на этот адрес или позвоним — как будет удобнее.' : 'Ответ придёт на этот адрес.',
          ],
        },
        { type: 'paragraph', text: 'Если захотите что-то добавить, просто ответьте на это письмо.' },
        signature,
      ],
      footer: clientFooter(config, 'оставили заявку'),
    }),
  })
  return mails
}
