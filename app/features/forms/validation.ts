import * as v from 'valibot'
import { Consent, Email, Name, optionalText, required } from '#app/components/form/field-rules.ts'
import { Phone } from '#app/components/form/phone-rule.ts'

/** The brief and contact form rules in the browser; the API checks everything again. */

export const ContactSchema = v.pipe(
  v.object({
    name: Name,
    email: optionalText(Email),
    phone: optionalText(Phone),
    message: v.pipe(
      required('Напишите сообщение.'),
      v.minLength(10, 'Сообщение слишком короткое.'),
      v.maxLength(3000, 'Сообщение должно быть не длиннее 3000 символов.'),
    ),
    consent: Consent,
  }),
  v.forward(
    v.partialCheck(
      [['email'], ['phone']],
      (input) => Boolean(input.email || input.phone),
      'Оставьте почту или телефон, чтобы мы могли ответить.',
    ),
    ['email'],
  ),
)

export const DESCRIPTION_MAX_LENGTH = 5000
export const DESCRIPTION_MIN_LENGTH = 20

export const BriefSchema = v.object({
  name: Name,
  company: optionalText(v.pipe(v.string(), v.maxLength(150, 'Название компании должно быть не длиннее 150 символов.'))),
  email: v.pipe(required('Укажите электронную почту.'), Email),
  phone: optionalText(Phone),
  services: v.pipe(v.array(v.string()), v.minLength(1, 'Выберите хотя бы одну услугу.')),
  description: v.pipe(
    required('Опишите задачу.'),
    v.minLength(DESCRIPTION_MIN_LENGTH, 'Опишите задачу чуть подробнее — хотя бы пару предложений.'),
    v.maxLength(DESCRIPTION_MAX_LENGTH, `Описание должно быть не длиннее ${DESCRIPTION_MAX_LENGTH} символов.`),
  ),
  consent: Consent,
})
