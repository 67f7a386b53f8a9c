import { describe, expect, it } from 'vitest'
import {
  briefMails,
  contactRequestMails,
  formatFileSize,
  type BriefMailData,
  type ContactRequestMailData,
} from '#api/mail/templates/forms.ts'
import { expectContainsAll } from './support/contains-all.ts'

const config = { agencyInbox: 'inbox@malakhit.test', siteUrl: 'https://malakhit.test' }

const brief = (overrides: Partial<BriefMailData> = {}): BriefMailData => ({
  id: 42,
  name: 'Анна Петрова',
  company: 'ООО «Ромашка»',
  email: 'anna@romashka.ru',
  phone: '+79991234567',
  services: ['Корпоративный сайт', 'Дизайн и UX-исследование'],
  budget: '1 – 3 млн ₽',
  deadline: '3–6 месяцев',
  description: 'Нужен новый сайт.\nС каталогом и личным кабинетом дилера.',
  attachment: { filename: 'ТЗ на сайт.pdf', path: 'briefs/0b1c/ТЗ на сайт.pdf', contentType: 'application/pdf', size: 1_258_291 },
  ...overrides,
})

const contact = (overrides: Partial<ContactRequestMailData> = {}): ContactRequestMailData => ({
  id: 7,
  name: 'Иван',
  email: 'ivan@example.ru',
  phone: null,
  message: 'Хотим обсудить доработку сайта.',
  ...overrides,
})

const XSS = '<script>alert("x")</script>'

describe('briefMails', () => {
  it('notifies the agency with every field, the reply address and the attachment', () => {
    const [notification, confirmation, ...rest] = briefMails(brief(), config)
    expect(rest).toHaveLength(0)
    expect(notification).toMatchObject({
      kind: 'brief.notification',
      to: 'inbox@malakhit.test',
      replyTo: 'anna@romashka.ru',
      subject: 'Новый бриф: Анна Петрова, ООО «Ромашка»',
      attachments: [{ filename: 'ТЗ на сайт.pdf', path: 'briefs/0b1c/ТЗ на сайт.pdf', contentType: 'application/pdf' }],
    })
    for (const part of [
      '№ 42',
      'Анна Петрова',
      'ООО «Ромашка»',
      'anna@romashka.ru',
      '+7 999 123 45 67',
      'Корпоративный сайт, Дизайн и UX-исследование',
      '1 – 3 млн ₽',
      '3–6 месяцев',
      'С каталогом и личным кабинетом дилера.',
      'ТЗ на сайт.pdf (1,2 МБ)',
    ]) {
      // None of these needs escaping: the HTML carries them as they are.
      expect(notification!.text).toContain(part)
      expect(notification!.html).toContain(part)
    }
    expect(notification!.html).toContain('href="mailto:anna@romashka.ru"')
    expect(confirmation!.kind).toBe('brief.confirmation')
  })

  it('thanks the sender, says what happens next, names the options picked and gives the contacts', () => {
    const [, confirmation] = briefMails(brief(), config)
    expect(confirmation).toMatchObject({ kind: 'brief.confirmation', to: 'anna@romashka.ru', replyTo: 'inbox@malakhit.test' })
    expect(confirmation!.attachments ?? []).toEqual([])
    expectContainsAll(confirmation!.text, [
      'Здравствуйте!',
      'Спасибо',
      'бриф № 42',
      'в течение одного рабочего дня',
      'Корпоративный сайт, Дизайн и UX-исследование',
      '1 – 3 млн ₽',
      '+7 (495) 120-45-67',
      'inbox@malakhit.test',
      'malakhit.test',
    ])
    expect(confirmation!.html).toContain('href="https://malakhit.test/"')
  })

  // The address was typed into the form and nobody has verified it: the mail must not carry a text
  // of the visitor's choosing to someone else's inbox.
  it('repeats nothing the visitor typed in the confirmation to the unverified address', () => {
    const spam = brief({
      name: 'Выигрыш ждёт вас',
      company: 'spam.example',
      description: 'Переходите на spam.example за призом',
      phone: '+79990001122',
    })
    const [, confirmation] = briefMails({ ...spam, attachment: { ...spam.attachment!, filename: 'spam.example приз.pdf' } }, config)
    for (const typed of ['Выигрыш', 'spam.example', 'Переходите', '999 000', '9990001122']) {
      expect(confirmation!.text).not.toContain(typed)
      expect(confirmation!.html).not.toContain(typed)
      expect(confirmation!.subject).not.toContain(typed)
    }
  })

  it('leaves out what was not given, and attaches nothing without a file', () => {
    const [notification, confirmation] = briefMails(
      brief({ company: null, phone: null, budget: null, deadline: null, attachment: null, services: [] }),
      config,
    )
    expect(notification!.subject).toBe('Новый бриф: Анна Петрова')
    expect(notification!.attachments).toEqual([])
    expect(notification!.text).toContain('Компания: не указана')
    expect(notification!.text).toContain('Вложение: нет')
    expect(confirmation!.text).not.toContain('позвоним')
  })

  it('escapes user input in HTML and keeps the subject on one line', () => {
    const mails = briefMails(
      brief({ name: `${XSS}\r\nBcc: victim@example.com`, company: '"><img src=x onerror=alert(1)>', description: XSS, services: [XSS] }),
      config,
    )
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script')
      expect(mail.html).not.toContain('<img')
      expect(mail.subject).not.toMatch(/[\r\n]/)
    }
    expect(mails[0]!.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(mails[0]!.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;')
    expect(mails[0]!.text).toContain(XSS)
  })

  it('escapes ampersands and apostrophes, and keeps line breaks of the description', () => {
    const [notification] = briefMails(brief({ company: 'Рога & Копыта', description: "Нужен сайт 'под ключ'.\nСрочно." }), config)
    expect(notification!.html).toContain('Рога &amp; Копыта')
    expect(notification!.html).toContain('Нужен сайт &#39;под ключ&#39;.<br>Срочно.')
  })
})

describe('contactRequestMails', () => {
  it('notifies the agency with a reply address and confirms to the sender', () => {
    const mails = contactRequestMails(contact({ phone: '+79991234567' }), config)
    expect(mails.map((mail) => [mail.kind, mail.to, mail.replyTo])).toEqual([
      ['contact.notification', 'inbox@malakhit.test', 'ivan@example.ru'],
      ['contact.confirmation', 'ivan@example.ru', 'inbox@malakhit.test'],
    ])
    expect(mails[0]!.subject).toBe('Новая заявка с сайта: Иван')
    expect(mails[0]!.text).toContain('Хотим обсудить доработку сайта.')
    expect(mails[0]!.text).toContain('+7 999 123 45 67')
    expect(mails[1]!.text).toContain('Здравствуйте!')
    expect(mails[1]!.text).toContain('сообщение № 7')
  })

  it('repeats nothing the visitor typed in the confirmation to the unverified address', () => {
    const mails = contactRequestMails(
      contact({ name: 'Выигрыш ждёт вас', phone: '+79990001122', message: 'Переходите на spam.example за призом' }),
      config,
    )
    const confirmation = mails.find((mail) => mail.kind === 'contact.confirmation')!
    for (const typed of ['Выигрыш', 'spam.example', 'Переходите', '999 000', '9990001122']) {
      expect(confirmation.text).not.toContain(typed)
      expect(confirmation.html).not.toContain(typed)
      expect(confirmation.subject).not.toContain(typed)
    }
    // The agency still gets all of it.
    expect(mails[0]!.text).toContain('Переходите на spam.example за призом')
  })

  it('sends no confirmation without an email, and tells the agency to call back', () => {
    const mails = contactRequestMails(contact({ email: null, phone: '+79991234567' }), config)
    expect(mails.map((mail) => mail.kind)).toEqual(['contact.notification'])
    expect(mails[0]!.replyTo).toBeNull()
    expect(mails[0]!.text).toContain('перезвоните')
  })

  it('escapes user input in HTML', () => {
    const mails = contactRequestMails(contact({ name: XSS, message: `${XSS}\n<b>bold</b>` }), config)
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script')
      expect(mail.html).not.toContain('<b>')
    }
    expect(mails[0]!.html).toContain('&lt;b&gt;bold&lt;/b&gt;')
  })
})

describe('formatFileSize', () => {
  it('speaks in bytes, kilobytes and megabytes', () => {
    expect(formatFileSize(512)).toBe('512 Б')
    expect(formatFileSize(350 * 1024)).toBe('350 КБ')
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 МБ')
  })
})
