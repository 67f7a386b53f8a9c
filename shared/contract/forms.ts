import * as v from 'valibot'
import { requiredText } from './fields.ts'

// Rules of the brief and the contact form that the site (the browser included) and the API share.

/**
 * The least time between a form being shown and being sent: quicker is taken for a bot. The API
 * refuses such submissions; the site holds a quick person's submission until the time has passed.
 */
export const MIN_FILL_MILLISECONDS = 3000

export const DESCRIPTION_MIN_LENGTH = 20
export const DESCRIPTION_MAX_LENGTH = 5000

/** What the brief asks to be done. */
export const DescriptionRule = v.pipe(
  requiredText('Опишите задачу.'),
  v.minLength(DESCRIPTION_MIN_LENGTH, 'Опишите задачу чуть подробнее — хотя бы пару предложений.'),
  v.maxLength(DESCRIPTION_MAX_LENGTH, `Описание должно быть не длиннее ${DESCRIPTION_MAX_LENGTH} символов.`),
)

/** The services a brief is about: at least one; `item` says which values count. */
export const servicesRule = (item: v.GenericSchema<unknown, string>) =>
  v.pipe(v.array(item), v.minLength(1, 'Выберите хотя бы одну услугу.'))

/** The text of a contact request. */
export const MessageRule = v.pipe(
  requiredText('Напишите сообщение.'),
  v.minLength(10, 'Сообщение слишком короткое.'),
  v.maxLength(3000, 'Сообщение должно быть не длиннее 3000 символов.'),
)

/** A contact request leaves a way to answer: an email, a phone or both. */
export const hasEmailOrPhone = (input: { email?: string | undefined; phone?: string | undefined }) => Boolean(input.email || input.phone)
export const EMAIL_OR_PHONE_MESSAGE = 'Оставьте почту или телефон, чтобы мы могли ответить.'
