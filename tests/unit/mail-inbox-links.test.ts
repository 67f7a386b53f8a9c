import { describe, expect, it } from 'vitest'
import { briefMails, contactRequestMails } from '#api/mail/templates/forms.ts'

const config = { agencyInbox: 'inbox@malakhit.test', siteUrl: 'https://malakhit.test' }
const brief = {
  id: 42,
  name: 'Анна Петрова',
  company: null,
  email: 'anna@romashka.ru',
  phone: null,
  services: [],
  budget: null,
  deadline: null,
  description: 'Нужен новый сайт.',
  attachment: null,
}
const contact = { id: 7, name: 'Иван', email: 'ivan@example.ru', phone: null, message: 'Перезвоните.' }

describe('the agency’s notification of a new lead', () => {
  it.each([
    ['a brief', briefMails(brief, config), 'https://malakhit.test/admin/leads/brief/42/'],
    ['a contact request', contactRequestMails(contact, config), 'https://malakhit.test/admin/leads/contact/7/'],
  ])('of %s links to the lead in the staff area’s inbox; the visitor’s confirmation does not', (_, [notification, confirmation], url) => {
    expect(notification!.text).toContain(`Открыть во входящих: ${url}`)
    expect(notification!.html).toContain(`href="${url}"`)
    expect(confirmation!.text).not.toContain('/admin/')
    expect(confirmation!.html).not.toContain('/admin/')
  })
})
