import { beforeAll, describe } from 'vitest'
import { loadPhoneRule } from '#app/components/form/phone-rule.ts'
import { contactPayload } from '#app/features/forms/payload.ts'
import type { ContactSubmission } from '#app/features/forms/types.ts'
import { briefSchemaOf, ContactSchema } from '#app/features/forms/validation.ts'
import { BRIEF_BUDGETS, BRIEF_DEADLINES, BRIEF_SERVICES, choiceList } from '#api/form-rules/brief-options.ts'
import { BriefSchema } from '#api/routes/briefs.ts'
import { ContactRequestSchema } from '#api/routes/contact-requests.ts'
import { apiVerdict, browserVerdict, expectAgreement, readWith } from './agreement.ts'

// The public forms that leave a lead: the contact form and the brief.

// The forms fetch the phone rule before their first check (withPhoneRule).
beforeAll(() => loadPhoneRule())

const CONSENT = 'Подтвердите согласие на обработку персональных данных.'
const PHONE = 'Проверьте номер телефона: например, +7 (999) 123-45-67.'

describe('the contact form and POST /v1/contact-requests', () => {
  const contact: ContactSubmission = {
    name: 'Мария',
    email: 'maria@example.ru',
    phone: '',
    message: 'Хотим обсудить новый сайт.',
    consent: true,
    website: '',
    filled_ms: '5000',
  }
  const withField = (changes: Partial<ContactSubmission>) => ({ ...contact, ...changes })
  expectAgreement<ContactSubmission>({
    browser: (input) => browserVerdict(ContactSchema, input),
    // What the server function sends on (the checkbox as a form sends it).
    api: (input) => apiVerdict(readWith(ContactRequestSchema), contactPayload(input)),
    good: {
      'an email alone': contact,
      'a phone alone': withField({ email: '', phone: '+7 (916) 123-45-67' }),
      'an address in capitals and a foreign phone': withField({ email: 'Maria@Example.RU', phone: '+44 20 7946 0958' }),
    },
    bad: {
      'no name': [withField({ name: '  ' }), { name: 'Укажите имя.' }],
      'a one-letter name': [withField({ name: 'М' }), { name: 'Имя слишком короткое.' }],
      'a name too long': [withField({ name: 'М'.repeat(101) }), { name: 'Имя должно быть не длиннее 100 символов.' }],
      'a broken address': [withField({ email: 'maria@' }), { email: 'Проверьте адрес электронной почты: например, name@company.ru.' }],
      'neither an address nor a phone': [withField({ email: '' }), { email: 'Оставьте почту или телефон, чтобы мы могли ответить.' }],
      'a number that cannot be a phone': [withField({ phone: '+7 (000) 000-00-00' }), { phone: PHONE }],
      'a phone too long': [withField({ phone: '+7 916 123 45 67 доб. 1234567890123' }), { phone: 'Номер телефона слишком длинный.' }],
      'a message too short': [withField({ message: 'Привет' }), { message: 'Сообщение слишком короткое.' }],
      'a message too long': [withField({ message: 'С'.repeat(3001) }), { message: 'Сообщение должно быть не длиннее 3000 символов.' }],
      'no consent': [withField({ consent: false }), { consent: CONSENT }],
    },
  })
})

/** The brief as the form reads it; consent is its checkbox. */
interface BriefInput {
  name: string
  company: string
  email: string
  phone: string
  services: string[]
  budget: string
  deadline: string
  description: string
  consent: boolean
}

/** The brief's fields as they reach the API (multipart): an unchecked checkbox is not sent. */
function multipartFields({ consent, ...fields }: BriefInput): Record<string, unknown> {
  return consent ? { ...fields, consent: '1', website: '', started_at: '1' } : { ...fields, website: '', started_at: '1' }
}

describe('the brief and POST /v1/briefs', () => {
  // The choices the API offers (`GET /v1/briefs/options`), as the form gets them.
  const BriefFormSchema = briefSchemaOf({
    services: choiceList(BRIEF_SERVICES),
    budgets: choiceList(BRIEF_BUDGETS),
    deadlines: choiceList(BRIEF_DEADLINES),
  })
  const brief: BriefInput = {
    name: 'Алексей',
    company: '',
    email: 'alexey@example.ru',
    phone: '+7 (916) 123-45-67',
    services: ['ecommerce'],
    budget: '',
    deadline: '',
    description: 'Нужен интернет-магазин с обменом с 1С.',
    consent: true,
  }
  const withField = (changes: Partial<BriefInput>) => ({ ...brief, ...changes })
  expectAgreement<BriefInput>({
    browser: (input) => browserVerdict(BriefFormSchema, input),
    api: (input) => apiVerdict(readWith(BriefSchema), multipartFields(input)),
    good: {
      'the required fields alone': withField({ phone: '' }),
      'every field': withField({ company: 'ООО «Ветер»', services: ['website', 'seo'], budget: '1m-3m', deadline: 'asap' }),
    },
    bad: {
      'no name': [withField({ name: '' }), { name: 'Укажите имя.' }],
      'no address': [withField({ email: '' }), { email: 'Укажите электронную почту.' }],
      'an address with a space': [
        withField({ email: 'alexey @example.ru' }),
        { email: 'Проверьте адрес электронной почты: например, name@company.ru.' },
      ],
      'a company name too long': [
        withField({ company: 'К'.repeat(151) }),
        { company: 'Название компании должно быть не длиннее 150 символов.' },
      ],
      'a phone with a digit missing': [withField({ phone: '+7 (916) 123-45-6' }), { phone: PHONE }],
      'no service': [withField({ services: [] }), { services: 'Выберите хотя бы одну услугу.' }],
      'a service not offered': [withField({ services: ['hosting'] }), { services: 'Выберите услугу из списка.' }],
      'a budget not offered': [withField({ budget: 'over-9000' }), { budget: 'Выберите бюджет из списка.' }],
      'a deadline not offered': [withField({ deadline: 'yesterday' }), { deadline: 'Выберите срок из списка.' }],
      'a description too short': [
        withField({ description: 'Нужен сайт' }),
        { description: 'Опишите задачу чуть подробнее — хотя бы пару предложений.' },
      ],
      'a description too long': [
        withField({ description: 'О'.repeat(5001) }),
        { description: 'Описание должно быть не длиннее 5000 символов.' },
      ],
      'no consent': [withField({ consent: false }), { consent: CONSENT }],
    },
  })
})
