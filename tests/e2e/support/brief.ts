import { expect, type Page } from '@playwright/test'
import { openForm } from './account.ts'

/** A small PDF that the API's check of file contents accepts. */
export const pdf = (name = 'techzadanie.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
})

/** What a visitor puts into the brief. */
export interface BriefEntry {
  name: string
  company: string
  email: string
  /** Ten digits, typed into the phone mask. */
  phone: string
  services: string[]
  description: string
  budget: string
  deadline: string
}

/** Алексей's brief: an online store, with a file attached. */
export const alexeysBrief: BriefEntry = {
  name: 'Алексей Петров',
  company: 'ООО «Северный ветер»',
  email: 'alexey@example.ru',
  phone: '9161234567',
  services: ['Интернет-магазин', 'Поддержка и развитие'],
  description: 'Нужен интернет-магазин запчастей с обменом с 1С и оплатой онлайн.',
  budget: '1 – 3 млн ₽',
  deadline: '3–6 месяцев',
}

/** Fills every field of /brief/ as a visitor would, attaches `file`, and gives consent; sending is the test's. */
export async function fillBrief(page: Page, brief: BriefEntry, file = pdf()): Promise<void> {
  await page.getByLabel('Имя').fill(brief.name)
  await page.getByLabel('Компания').fill(brief.company)
  await page.getByLabel('Электронная почта').fill(brief.email)
  await page.getByLabel('Телефон').pressSequentially(brief.phone)
  for (const service of brief.services) await page.getByRole('checkbox', { name: service }).check()
  await page.getByLabel('Расскажите о задаче').fill(brief.description)
  await page.getByRole('radio', { name: brief.budget }).check()
  await page.getByRole('radio', { name: brief.deadline }).check()
  await page.getByLabel('Прикрепить файл').setInputFiles(file)
  await page.getByLabel(/Даю согласие на обработку персональных данных/).check()
}

/** Sends `brief` from /brief/ as a visitor would, and waits for the confirmation. */
export async function sendBrief(page: Page, brief: BriefEntry, file = pdf()): Promise<void> {
  const submit = await openForm(page, '/brief/', 'Отправить бриф')
  await fillBrief(page, brief, file)
  await submit.click()
  await expect(page.getByRole('region', { name: 'Бриф отправлен' })).toBeFocused()
}
