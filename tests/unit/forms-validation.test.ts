import { beforeAll, describe, expect, it } from 'vitest'
import { fieldErrorsOf } from '#app/components/form/field-errors.ts'
import { loadPhoneRule } from '#app/components/form/phone-rule.ts'
import { briefSchemaOf, ContactSchema } from '#app/features/forms/validation.ts'

// The forms fetch the phone rule before their first check (withPhoneRule).
beforeAll(() => loadPhoneRule())

const contact = {
  name: 'Мария',
  email: 'maria@example.ru',
  phone: '',
  message: 'Хотим обсудить новый сайт.',
  consent: true,
}

/** The choices the API offers the form (`GET /v1/briefs/options`). */
const choices = (...values: string[]) => values.map((value) => ({ value, label: value }))
const BriefSchema = briefSchemaOf({
  services: choices('website', 'ecommerce'),
  budgets: choices('under-500k', 'unknown'),
  deadlines: choices('asap', 'flexible'),
})

const brief = {
  name: 'Алексей',
  company: '',
  email: 'alexey@example.ru',
  phone: '+7 (916) 123-45-67',
  services: ['ecommerce'],
  budget: '',
  deadline: 'asap',
  description: 'Нужен интернет-магазин с обменом с 1С.',
  consent: true,
}

describe('the contact form rules', () => {
  it('accept a complete form with either an email or a phone', () => {
    expect(fieldErrorsOf(ContactSchema, contact)).toEqual({})
    expect(fieldErrorsOf(ContactSchema, { ...contact, email: '', phone: '+7 (916) 123-45-67' })).toEqual({})
  })

  it('report every empty field at once, with one message each, in the API’s words', () => {
    expect(fieldErrorsOf(ContactSchema, { name: '', email: '', phone: '', message: '  ', consent: false })).toEqual({
      name: ['Укажите имя.'],
      email: ['Оставьте почту или телефон, чтобы мы могли ответить.'],
      message: ['Напишите сообщение.'],
      consent: ['Подтвердите согласие на обработку персональных данных.'],
    })
  })

  it('check the format of what was given', () => {
    expect(fieldErrorsOf(ContactSchema, { ...contact, email: 'maria@', phone: '+7 (000) 000-00-00', message: 'Привет' })).toEqual({
      email: ['Проверьте адрес электронной почты: например, name@company.ru.'],
      phone: ['Проверьте номер телефона: например, +7 (999) 123-45-67.'],
      message: ['Сообщение слишком короткое.'],
    })
  })
})

describe('the brief rules', () => {
  it('accept a complete brief, with or without the optional fields', () => {
    expect(fieldErrorsOf(BriefSchema, brief)).toEqual({})
    expect(fieldErrorsOf(BriefSchema, { ...brief, phone: '', company: 'ООО «Ветер»' })).toEqual({})
  })

  it('need a name, an email, at least one service, a description of 20 characters and consent', () => {
    expect(
      fieldErrorsOf(BriefSchema, { name: 'А', company: '', email: '', phone: '', services: [], description: 'Нужен сайт', consent: false }),
    ).toEqual({
      name: ['Имя слишком короткое.'],
      email: ['Укажите электронную почту.'],
      services: ['Выберите хотя бы одну услугу.'],
      description: ['Опишите задачу чуть подробнее — хотя бы пару предложений.'],
      consent: ['Подтвердите согласие на обработку персональных данных.'],
    })
  })

  it('limit the lengths as the API does', () => {
    expect(fieldErrorsOf(BriefSchema, { ...brief, company: 'К'.repeat(151), description: 'О'.repeat(5001) })).toEqual({
      company: ['Название компании должно быть не длиннее 150 символов.'],
      description: ['Описание должно быть не длиннее 5000 символов.'],
    })
  })

  it('take only the choices the API offered', () => {
    expect(
      fieldErrorsOf(BriefSchema, { ...brief, services: ['ecommerce', 'hosting'], budget: 'over-9000', deadline: 'yesterday' }),
    ).toEqual({
      services: ['Выберите услугу из списка.'],
      budget: ['Выберите бюджет из списка.'],
      deadline: ['Выберите срок из списка.'],
    })
  })
})
