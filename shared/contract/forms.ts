import * as v from 'valibot'
import { CompanyRule, ConsentRule, EmailRule, NameRule, optionalText, requiredText, type TextRule } from './fields.ts'

// The brief and the contact form as the site (the browser included) sends them and the API reads
// them, with the words a person reads. The API passes in what only it checks fully: the phone rule
// with libphonenumber's metadata (the browser fetches it on demand), and adds its anti-spam fields.

/**
 * The least time between a form being shown and being sent: quicker is taken for a bot. The API
 * refuses such submissions; the site holds a quick person's submission until the time has passed.
 */
export const MIN_FILL_MILLISECONDS = 3000

export const DESCRIPTION_MIN_LENGTH = 20
export const DESCRIPTION_MAX_LENGTH = 5000

/** What the brief asks to be done. */
const DescriptionRule = v.pipe(
  requiredText('Опишите задачу.'),
  v.minLength(DESCRIPTION_MIN_LENGTH, 'Опишите задачу чуть подробнее — хотя бы пару предложений.'),
  v.maxLength(DESCRIPTION_MAX_LENGTH, `Описание должно быть не длиннее ${DESCRIPTION_MAX_LENGTH} символов.`),
)

/** The text of a contact request. */
const MessageRule = v.pipe(
  requiredText('Напишите сообщение.'),
  v.minLength(10, 'Сообщение слишком короткое.'),
  v.maxLength(3000, 'Сообщение должно быть не длиннее 3000 символов.'),
)

/** A contact request leaves a way to answer: an email, a phone or both. */
const hasEmailOrPhone = (input: { email?: string | undefined; phone?: string | undefined }) => Boolean(input.email || input.phone)

/** `POST /v1/contact-requests`: who writes, how to answer them, and what they write. */
export const contactSchema = (phone: TextRule) =>
  v.pipe(
    v.object({
      name: NameRule,
      email: optionalText(EmailRule),
      phone: optionalText(phone),
      message: MessageRule,
      consent: ConsentRule,
    }),
    // Reported with the other fields' problems, as soon as the two fields themselves are right.
    v.forward(v.partialCheck([['email'], ['phone']], hasEmailOrPhone, 'Оставьте почту или телефон, чтобы мы могли ответить.'), ['email']),
  )

/** The values each of the brief's lists takes: the API's (the site has them from `GET /v1/briefs/options`). */
export interface BriefChoices {
  services: readonly string[]
  budgets: readonly string[]
  deadlines: readonly string[]
}

/** `POST /v1/briefs` (multipart: the API adds the attachment and its anti-spam fields). */
export const briefSchema = (phone: TextRule, choices: BriefChoices) =>
  v.object({
    name: NameRule,
    company: optionalText(CompanyRule),
    email: EmailRule,
    phone: optionalText(phone),
    services: v.pipe(v.array(v.picklist(choices.services, 'Выберите услугу из списка.')), v.minLength(1, 'Выберите хотя бы одну услугу.')),
    budget: optionalText(v.picklist(choices.budgets, 'Выберите бюджет из списка.')),
    deadline: optionalText(v.picklist(choices.deadlines, 'Выберите срок из списка.')),
    description: DescriptionRule,
    consent: ConsentRule,
  })
