import { expect, expectAccessible, test } from './fixtures.ts'
import { requisites } from '#shared/company.ts'

test.describe('company', () => {
  test('the company page tells the studio’s story from the API, with its figures and values', async ({ page }) => {
    await page.goto('/company/')
    await expect(page).toHaveTitle('О компании — веб-студия «Малахит»')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('О компании')
    await expect(page.getByText('специалистов в штате')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'История' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Во что мы верим' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Главная' })).toHaveAttribute(
      'href',
      '/',
    )
    await expectAccessible(page)
  })

  test('the table of contents leads to the sections of the page', async ({ page }) => {
    await page.goto('/company/')
    await page.getByRole('navigation', { name: 'Разделы страницы' }).getByRole('link', { name: 'Команда' }).click()
    await expect(page).toHaveURL(/\/company\/#komanda$/)
    await expect(page.getByRole('heading', { name: 'Команда' })).toBeInViewport()
  })

  test('the company card lists the requisites a client needs for a contract, and the contacts page leads to it', async ({ page }) => {
    await page.goto('/contacts/')
    const contacts = page.getByRole('main')
    await expect(contacts.getByText(`ИНН ${requisites.inn}, КПП ${requisites.kpp}, ОГРН ${requisites.ogrn}`)).toBeVisible()
    await contacts.getByRole('link', { name: 'карточке организации' }).click()
    await expect(page).toHaveURL(/\/company\/#rekvizity$/)
    await expect(page.getByRole('heading', { name: 'Реквизиты' })).toBeInViewport()

    const card = page.getByRole('table', { name: 'Карточка организации' })
    const row = (label: string) => card.getByRole('row', { name: label, exact: false }).first()
    await expect(row('Полное наименование')).toContainText('Общество с ограниченной ответственностью «Малахит Диджитал»')
    await expect(row('ИНН')).toContainText(requisites.inn)
    await expect(row('КПП')).toContainText(requisites.kpp)
    await expect(row('ОГРН')).toContainText(requisites.ogrn)
    await expect(row('Юридический и почтовый адрес')).toContainText('127015, г. Москва')
    await expect(row('Банк')).toContainText('ПАО Сбербанк')
    await expect(row('БИК')).toContainText(requisites.bank.bik)
    await expect(row('Расчётный счёт')).toContainText(requisites.bank.account)
    await expect(row('Корреспондентский счёт')).toContainText(requisites.bank.correspondentAccount)
    // The footer of every page names the legal entity with its numbers.
    await expect(page.getByRole('contentinfo')).toContainText(`ИНН ${requisites.inn}, ОГРН ${requisites.ogrn}`)
    await expectAccessible(page)
  })
})
