import { describe, expect, it } from 'vitest'
import {
  accountDeletedMail,
  emailChangedMail,
  loginLinkMail,
  passwordChangedMail,
  passwordResetMail,
  registrationAttemptMail,
  verificationMail,
  type AccountMailRecipient,
} from '#api/mail/templates/account.ts'
import { escapeHtml, formatMoscowDateTime, renderMail } from '#api/mail/templates/layout.ts'
import { expectContainsAll } from './support/contains-all.ts'

const config = { agencyInbox: 'inbox@malakhit.test', siteUrl: 'https://malakhit.test' }
// 11:05 UTC is 14:05 in Moscow (UTC+3 all year).
const AT = new Date('2026-11-22T11:05:00Z')

const anna: AccountMailRecipient = { name: 'Анна Петрова', email: 'anna@example.ru', emailVerifiedAt: AT }
const XSS = '<script>alert("x")</script>'
const hostile: AccountMailRecipient = { name: XSS, email: 'anna@example.ru', emailVerifiedAt: AT }
/** Registered by someone, with a name of their choosing, at an address nobody has verified. */
const unverified: AccountMailRecipient = { name: 'Выигрыш на spam.example', email: 'anna@example.ru', emailVerifiedAt: null }

const verifyUrl = 'https://malakhit.test/verification/?token=abc123&email=anna%40example.ru'
const resetUrl = 'https://malakhit.test/password/reset/?token=reset-token-1'
const loginUrl = 'https://malakhit.test/login-by-token/?token=login-token-1'

const everyMail = (recipient: AccountMailRecipient) => [
  verificationMail(recipient, { code: '042917', url: verifyUrl, expiresInMinutes: 10 }, config),
  passwordResetMail(recipient, { url: resetUrl, expiresInMinutes: 60 }, config),
  loginLinkMail(recipient, { url: loginUrl, expiresInMinutes: 15 }, config),
  passwordChangedMail(recipient, { at: AT, via: 'profile' }, config),
  emailChangedMail(recipient, { newEmail: 'new@example.ru', at: AT }, config),
  accountDeletedMail(recipient, config),
  registrationAttemptMail(recipient, config),
]

describe('every account mail', () => {
  it('goes to the recipient, with replies to the agency, a «Малахит:» subject, a greeting, a signature and the contacts', () => {
    const mails = everyMail(anna)
    expect(mails.map((mail) => mail.kind)).toEqual([
      'account.verification',
      'account.password-reset',
      'account.login-link',
      'account.password-changed',
      'account.email-changed',
      'account.deleted',
      'account.registration-attempt',
    ])
    for (const mail of mails) {
      expect(mail).toMatchObject({ to: 'anna@example.ru', replyTo: 'inbox@malakhit.test', subject: expect.stringMatching(/^Малахит: \S/) })
      expectContainsAll(mail.text, [
        'Здравствуйте, Анна Петрова!',
        'С уважением,\nкоманда «Малахит»',
        '+7 (495) 120-45-67',
        'Вы получили это письмо, потому что',
      ])
      expectContainsAll(mail.html, ['Здравствуйте, Анна Петрова!', 'href="https://malakhit.test/"', '<html lang="ru">'])
    }
  })

  it('escapes a hostile name in HTML and keeps it as written in the text', () => {
    for (const mail of everyMail(hostile)) {
      expect(mail.html).not.toContain('<script')
      expect(mail.html).toContain('Здравствуйте, &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;!')
      expect(mail.text).toContain(`Здравствуйте, ${XSS}!`)
      expect(mail.subject).not.toContain('script')
    }
  })

  it('greets without a name when there is none, and keeps a multi-line name on one line', () => {
    expect(accountDeletedMail({ name: '  ', email: 'a@b.ru', emailVerifiedAt: AT }, config).text).toContain('Здравствуйте!\n')
    expect(accountDeletedMail({ name: 'Анна\r\nПетрова', email: 'a@b.ru', emailVerifiedAt: AT }, config).text).toContain(
      'Здравствуйте, Анна Петрова!',
    )
  })

  it('carries neither the name nor a new address to an address nobody has verified', () => {
    for (const mail of everyMail(unverified)) {
      expect(mail.text).toContain('Здравствуйте!\n')
      for (const typed of ['Выигрыш', 'spam.example', 'new@example.ru']) {
        expect(mail.text, mail.kind).not.toContain(typed)
        expect(mail.html, mail.kind).not.toContain(typed)
      }
    }
  })
})

describe('verificationMail', () => {
  const mail = verificationMail(anna, { code: '042917', url: verifyUrl, expiresInMinutes: 10 }, config)

  it('has its subject and shows the code in both versions, large in HTML', () => {
    expect(mail.subject).toBe('Малахит: подтвердите адрес почты')
    expect(mail.text).toMatch(/\n042917\n/)
    expect(mail.html).toMatch(/font-size:30px[^>]*letter-spacing:8px[^>]*>042917<\/span>/)
  })

  it('gives the link as a button in HTML and in full in the text', () => {
    expect(mail.text).toContain(`\nПодтвердить адрес: ${verifyUrl}\n`)
    expect(mail.html).toContain(`href="${escapeHtml(verifyUrl)}"`)
    expect(mail.html).toContain('>Подтвердить адрес</a>')
  })

  it('says how long the code and the link are valid, and never asks to reply with the code', () => {
    expectContainsAll(mail.text, ['Код и ссылка действуют 10 минут.', 'Никому не сообщайте этот код.', 'Если это были не вы'])
    expect(mail.text).not.toContain('ответьте')
    expect(mail.html).not.toContain('ответьте')
  })

  it('escapes the link in HTML', () => {
    expect(mail.html).not.toContain('&email=')
    expect(mail.html).toContain('?token=abc123&amp;email=anna%40example.ru')
  })
})

describe('passwordResetMail', () => {
  const mail = passwordResetMail(anna, { url: resetUrl, expiresInMinutes: 60 }, config)

  it('gives the reset link in both versions and says it lasts 60 minutes and works once', () => {
    expect(mail.subject).toBe('Малахит: восстановление пароля')
    expect(mail.html).toContain(`href="${resetUrl}"`)
    expectContainsAll(mail.text, [
      `Задать новый пароль: ${resetUrl}`,
      'Ссылка действует 60 минут и сработает только один раз.',
      'Если это были не вы',
      'пароль останется прежним',
    ])
    expect(mail.text).not.toContain('ответьте')
  })
})

describe('loginLinkMail', () => {
  it('gives the sign-in link in both versions and says it lasts 15 minutes', () => {
    const mail = loginLinkMail(anna, { url: loginUrl, expiresInMinutes: 15 }, config)
    expect(mail.subject).toBe('Малахит: ссылка для входа')
    expect(mail.html).toContain(`href="${loginUrl}"`)
    expectContainsAll(mail.text, [
      `Войти в личный кабинет: ${loginUrl}`,
      'Ссылка действует 15 минут и сработает только один раз.',
      'Если это были не вы',
    ])
    expect(mail.text).not.toContain('ответьте')
  })

  it('puts the validity in the right plural form', () => {
    const validity = (minutes: number) => loginLinkMail(anna, { url: loginUrl, expiresInMinutes: minutes }, config).text
    expect(validity(1)).toContain('Ссылка действует 1 минуту ')
    expect(validity(3)).toContain('Ссылка действует 3 минуты ')
    expect(validity(21)).toContain('Ссылка действует 21 минуту ')
    expect(validity(11)).toContain('Ссылка действует 11 минут ')
  })
})

describe('passwordChangedMail', () => {
  it('says when and how the password was changed, in Moscow time, and links to a reset', () => {
    const mail = passwordChangedMail(anna, { at: AT, via: 'profile' }, config)
    expect(mail.subject).toBe('Малахит: пароль изменён')
    expectContainsAll(mail.text, [
      'Когда: 22 ноября 2026 в 14:05 (МСК)',
      'Как: в профиле',
      'Если это были не вы, сразу восстановите пароль',
      'Восстановить пароль: https://malakhit.test/password/forgot/',
      'Мы завершили сеансы на других устройствах',
    ])
    expectContainsAll(mail.html, ['22 ноября 2026 в 14:05 (МСК)', 'href="https://malakhit.test/password/forgot/"'])
  })

  it('after a reset, names the reset and says every session was ended', () => {
    const mail = passwordChangedMail(anna, { at: AT, via: 'reset' }, config)
    expect(mail.text).toContain('Как: по ссылке для восстановления пароля')
    expect(mail.text).toContain('Мы завершили все сеансы')
    expect(mail.text).not.toContain('на других устройствах')
  })
})

describe('emailChangedMail', () => {
  it('tells the old address the new one and when it changed', () => {
    const mail = emailChangedMail(anna, { newEmail: 'new@example.ru', at: AT }, config)
    expect(mail.to).toBe('anna@example.ru')
    expect(mail.subject).toBe('Малахит: адрес почты изменён')
    expectContainsAll(mail.text, [
      'Новый адрес: new@example.ru',
      'Когда: 22 ноября 2026 в 14:05 (МСК)',
      'Если это были не вы, срочно свяжитесь с нами',
    ])
    expect(mail.html).toContain('new@example.ru')
  })

  it('escapes the new address in HTML', () => {
    const mail = emailChangedMail(anna, { newEmail: `"><img src=x onerror=alert(1)>@x.ru`, at: AT }, config)
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;@x.ru')
  })
})

describe('accountDeletedMail', () => {
  it('confirms that the account and its personal data were deleted', () => {
    const mail = accountDeletedMail(anna, config)
    expect(mail.subject).toBe('Малахит: аккаунт удалён')
    expect(mail.text).toContain('Мы удалили ваш аккаунт на сайте malakhit.test и связанные с ним персональные данные.')
    expect(mail.text).toContain('Если это были не вы')
  })
})

describe('registrationAttemptMail', () => {
  it('tells the owner an account exists and how to get in, with no code to type', () => {
    const mail = registrationAttemptMail(anna, config)
    expect(mail.subject).toBe('Малахит: у вас уже есть аккаунт')
    expectContainsAll(mail.text, [
      'Войти в личный кабинет: https://malakhit.test/login/',
      'Восстановить пароль: https://malakhit.test/password/forgot/',
      'Если это были не вы',
    ])
    expect(mail.text).not.toMatch(/\b\d{6}\b/)
  })
})

describe('formatMoscowDateTime', () => {
  it('writes the date and time as read in Moscow', () => {
    expect(formatMoscowDateTime(AT)).toBe('22 ноября 2026 в 14:05 (МСК)')
    // 21:30 UTC on the last day of February is already 1 March in Moscow.
    expect(formatMoscowDateTime(new Date('2026-02-28T21:30:00Z'))).toBe('1 марта 2026 в 00:30 (МСК)')
    expect(formatMoscowDateTime(new Date('2027-07-04T06:07:00Z'))).toBe('4 июля 2027 в 09:07 (МСК)')
  })
})

describe('layout blocks for account mails', () => {
  it('renders a button as a styled link in HTML and as «text: URL» in the text', () => {
    const mail = renderMail({ subject: 's', blocks: [{ type: 'button', text: 'Войти <сейчас>', href: 'https://x.test/a?b=1&c=2' }] })
    expect(mail.text).toBe('Войти <сейчас>: https://x.test/a?b=1&c=2\n')
    // The link sits in a coloured cell, so it looks like a button even where links lose their padding.
    expect(mail.html).toMatch(/<td bgcolor="#[0-9a-f]{6}"[^>]*><a href="https:\/\/x\.test\/a\?b=1&amp;c=2"/)
    expect(mail.html).toContain('>Войти &lt;сейчас&gt;</a>')
  })

  it('drops an unsafe href from a button in both versions', () => {
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', '//evil.test/']) {
      const mail = renderMail({ subject: 's', blocks: [{ type: 'button', text: 'Нажмите', href }] })
      expect(mail.html).not.toContain('href="')
      expect(mail.html).not.toMatch(/javascript|evil\.test|data:/i)
      expect(mail.html).toContain('Нажмите')
      expect(mail.text).toBe('Нажмите\n')
    }
  })

  it('renders a code alone on its line in the text and escaped in HTML', () => {
    const mail = renderMail({
      subject: 's',
      blocks: [
        { type: 'paragraph', text: 'Код:' },
        { type: 'code', text: '<12>' },
      ],
    })
    expect(mail.text).toBe('Код:\n\n<12>\n')
    expect(mail.html).toContain('&lt;12&gt;')
    expect(mail.html).not.toContain('<12>')
  })
})
