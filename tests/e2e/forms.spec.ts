import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { alexeysBrief, fillBrief } from './support/brief.ts'

/** Opens a page with a form and waits until the form can be used. */
async function openForm(page: Page, path: string, submitName: string): Promise<{ submit: Locator }> {
  await page.goto(path)
  const submit = page.getByRole('button', { name: submitName })
  // The button is enabled once the page is interactive (hydrated); a dev server can take its time.
  await expect(submit).toBeEnabled({ timeout: 30_000 })
  return { submit }
}

/** The server-function calls that send something (Start's /_serverFn/ endpoint, POST). */
function watchSubmissions(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/_serverFn/')) calls.push(request.url())
  })
  return calls
}

/**
 * Holds the page's server-function calls (the forms' submissions) until `release()`, so a test sees
 * the pending form for as long as it needs, however busy the machine.
 */
async function holdSubmissions(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/_serverFn/**', async (route) => {
    if (route.request().method() === 'POST') await released
    await route.continue()
  })
  return release
}

/** The message a field shows under itself, as assistive technology gets it (aria-describedby). */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
}

/** Fills the contact form as Мария would: with her email and a message, or with her phone and a request to call. */
async function fillContactForm(page: Page, reach: 'email' | 'phone') {
  await page.getByLabel('Как к вам обращаться').fill('Мария Соколова')
  if (reach === 'email') {
    await page.getByLabel('Электронная почта').fill('maria@example.ru')
    await page.getByLabel('Сообщение').fill('Хотим обсудить редизайн корпоративного сайта до конца квартала.')
  } else {
    await page.getByLabel('Телефон').pressSequentially('9161234567')
    await page.getByLabel('Сообщение').fill('Перезвоните, пожалуйста, по поводу поддержки сайта.')
  }
  await page.getByLabel(/Даю согласие на обработку персональных данных/).check()
}

test.describe('contacts', () => {
  test('the contacts page shows how to reach the studio and the form', async ({ page }) => {
    await page.goto('/contacts/')
    await expect(page).toHaveTitle('Контакты веб-студии «Малахит»: адрес, телефон, как добраться')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакты')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: '+7 (495) 120-45-67' }).first()).toHaveAttribute('href', 'tel:+74951204567')
    await expect(main.getByRole('link', { name: 'hello@malakhit.studio' }).first()).toHaveAttribute('href', 'mailto:hello@malakhit.studio')
    await expect(main.getByText('Москва, Большая Новодмитровская ул., 36, стр. 4, офис 312').first()).toBeVisible()
    await expect(main.getByText('Пн–Пт, 10:00–19:00')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Как добраться' })).toBeVisible()
    await expect(page.getByRole('form', { name: 'Напишите нам' })).toBeVisible()
    await expectAccessible(page)
  })

  test('the link to the brief opens it as a client-side transition', async ({ page }) => {
    await page.goto('/contacts/')
    await expect(page.getByRole('button', { name: 'Отправить сообщение' })).toBeEnabled({ timeout: 30_000 })
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }))
    await page.getByRole('main').getByRole('link', { name: 'заполнить бриф' }).first().click()
    await expect(page).toHaveURL(/\/brief\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бриф на разработку')
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true)
  })

  test('the contact form is sent and replaced by a confirmation that takes focus', async ({ page }) => {
    const { submit } = await openForm(page, '/contacts/', 'Отправить сообщение')
    await fillContactForm(page, 'email')
    await submit.click()

    const success = page.getByRole('region', { name: 'Сообщение отправлено' })
    await expect(success).toBeFocused()
    await expect(success).toContainText('Спасибо! Мы получили сообщение и скоро ответим.')
    await expect(page.getByRole('form', { name: 'Напишите нам' })).toHaveCount(0)
    await expect(success.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/')
  })

  test('a form filled and sent at once, as autofill allows, is held while pending and then sent', async ({ page }) => {
    const { submit } = await openForm(page, '/contacts/', 'Отправить сообщение')
    // The API refuses forms sent within three seconds of being shown; a person is never refused for it.
    const release = await holdSubmissions(page)
    await fillContactForm(page, 'email')
    await submit.click()

    await expect(page.getByRole('button', { name: 'Отправляем…' })).toBeDisabled()
    await expect(page.getByRole('form', { name: 'Напишите нам' })).toHaveAttribute('aria-busy', 'true')
    release()
    const success = page.getByRole('region', { name: 'Сообщение отправлено' })
    await expect(success).toContainText('Спасибо! Мы получили сообщение и скоро ответим.')
    await expect(page.getByText('Не удалось отправить форму')).toHaveCount(0)
  })

  test('a double click sends the form once', async ({ page }) => {
    const { submit } = await openForm(page, '/contacts/', 'Отправить сообщение')
    await fillContactForm(page, 'phone')
    const submissions = watchSubmissions(page)
    const release = await holdSubmissions(page)
    await submit.dblclick()
    // Pressing Enter in a field while the form is pending does not send it again either.
    await page.getByLabel('Как к вам обращаться').press('Enter')
    release()

    await expect(page.getByRole('region', { name: 'Сообщение отправлено' })).toBeVisible()
    expect(submissions).toHaveLength(1)
  })

  test('the contact form explains in Russian, under each field, what is missing', async ({ page }) => {
    const { submit } = await openForm(page, '/contacts/', 'Отправить сообщение')
    await submit.click()

    const summary = page.getByRole('heading', { name: 'Проверьте, пожалуйста, форму' })
    await expect(summary).toBeVisible()
    await expect(page.locator('[tabindex="-1"]:focus')).toContainText('Укажите имя.')
    await expectFieldError(page.getByLabel('Как к вам обращаться'), 'Укажите имя.')
    await expectFieldError(page.getByLabel('Электронная почта'), 'Оставьте почту или телефон, чтобы мы могли ответить.')
    await expectFieldError(page.getByLabel('Сообщение'), 'Напишите сообщение.')
    await expectFieldError(
      page.getByLabel(/Даю согласие на обработку персональных данных/),
      'Подтвердите согласие на обработку персональных данных.',
    )
    await expectAccessible(page)

    // A link in the summary takes the person to the field; typing there clears its message.
    await page.getByRole('link', { name: 'Напишите сообщение.' }).click()
    await expect(page.getByLabel('Сообщение')).toBeFocused()
    await page.getByLabel('Сообщение').fill('Коротко')
    await expect(page.getByLabel('Сообщение')).not.toHaveAttribute('aria-invalid')
    await submit.click()
    await expectFieldError(page.getByLabel('Сообщение'), 'Сообщение слишком короткое.')
  })

  test('a form whose hidden field was filled in, as bots do, is refused without losing the text', async ({ page }) => {
    const { submit } = await openForm(page, '/contacts/', 'Отправить сообщение')
    await page.getByLabel('Как к вам обращаться').fill('Робот')
    await page.getByLabel('Электронная почта').fill('robot@example.ru')
    await page.getByLabel('Сообщение').fill('Купите наши услуги по продвижению сайта.')
    await page.getByLabel(/Даю согласие на обработку персональных данных/).check()
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true })
    await submit.click()
    await expect(page.getByRole('button', { name: 'Отправляем…' })).toBeDisabled()

    await expect(page.getByRole('heading', { name: 'Не удалось отправить форму' })).toBeVisible()
    await expect(page.getByText('Не удалось отправить форму. Обновите страницу, проверьте поля и отправьте ещё раз.')).toBeVisible()
    await expect(page.getByLabel('Сообщение')).toHaveValue('Купите наши услуги по продвижению сайта.')
    await expect(submit).toBeEnabled()
  })

  test('when the server fails, the form says what to do and keeps what was typed', async ({ page, expectBrowserError }) => {
    expectBrowserError(/status of 502/)
    const { submit } = await openForm(page, '/contacts/', 'Отправить сообщение')
    await fillContactForm(page, 'phone')
    await page.route('**/_serverFn/**', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }))
    await submit.click()

    const summary = page.locator('[tabindex="-1"]:focus')
    await expect(summary).toContainText('Не удалось отправить форму')
    await expect(summary).toContainText('Попробуйте ещё раз через пару минут или позвоните нам: +7 (495) 120-45-67.')
    await expect(page.getByLabel('Телефон')).toHaveValue('+7 (916) 123-45-67')
    await expect(page.getByLabel('Сообщение')).toHaveValue('Перезвоните, пожалуйста, по поводу поддержки сайта.')
    await expect(submit).toBeEnabled()
  })
  test('a digit of the phone is corrected in the middle of the number, the caret staying where it is edited', async ({ page }) => {
    await openForm(page, '/contacts/', 'Отправить сообщение')
    const phone = page.getByLabel('Телефон')
    const caret = () => phone.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])
    await phone.pressSequentially('9161234567')
    await expect(phone).toHaveValue('+7 (916) 123-45-67')

    // The caret right after «916»: Backspace takes the 6 and leaves the caret where it was.
    await phone.evaluate((input: HTMLInputElement) => input.setSelectionRange(7, 7))
    await page.keyboard.press('Backspace')
    await expect(phone).toHaveValue('+7 (911) 234-56-7')
    expect(await caret()).toEqual([6, 6])

    // The 5 typed there takes the 6's place; the caret goes on after it and its bracket.
    await page.keyboard.press('5')
    await expect(phone).toHaveValue('+7 (915) 123-45-67')
    expect(await caret()).toEqual([9, 9])
  })

  test('a number of another country is typed after its plus, and a stray digit never turns a Russian one into it', async ({ page }) => {
    await openForm(page, '/contacts/', 'Отправить сообщение')
    const phone = page.getByLabel('Телефон')
    await phone.pressSequentially('+375 29 123-45-67')
    await expect(phone).toHaveValue('+375 29 123-45-67')
    await phone.press('ControlOrMeta+A')
    await phone.press('Backspace')
    await phone.pressSequentially('91612345671')
    await expect(phone).toHaveValue('+7 (916) 123-45-67')
  })
})

test.describe('brief', () => {
  test('the brief page shows the introduction and the choices from the API', async ({ page }) => {
    await page.goto('/brief/')
    await expect(page).toHaveTitle('Бриф на разработку сайта или сервиса — веб-студия «Малахит»')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бриф на разработку')
    await expect(page.getByRole('heading', { name: 'Что будет после отправки' })).toBeVisible()
    const services = page.getByRole('group', { name: 'Что нужно сделать' })
    await expect(services.getByRole('checkbox')).toHaveCount(7)
    await expect(services.getByRole('checkbox', { name: 'Интернет-магазин' })).toBeVisible()
    await expect(page.getByRole('group', { name: /Бюджет/ }).getByRole('radio', { name: 'Пока не знаю' })).toBeVisible()
    await expect(page.getByRole('group', { name: /Сроки/ }).getByRole('radio', { name: '1–3 месяца' })).toBeVisible()
    await expectAccessible(page)
  })

  test('the brief is sent with an attachment and replaced by a confirmation', async ({ page }) => {
    const { submit } = await openForm(page, '/brief/', 'Отправить бриф')
    await fillBrief(page, alexeysBrief)
    await expect(page.getByText('techzadanie.pdf', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Удалить файл techzadanie.pdf' })).toBeVisible()
    await submit.click()

    const success = page.getByRole('region', { name: 'Бриф отправлен' })
    await expect(success).toBeFocused()
    await expect(success).toContainText('Спасибо! Мы получили бриф и ответим в течение рабочего дня')
    await expect(success.getByRole('link', { name: 'На главную' })).toBeVisible()
  })

  test('the brief shows per-field errors in Russian, with a summary that takes focus', async ({ page }) => {
    const { submit } = await openForm(page, '/brief/', 'Отправить бриф')
    await page.getByLabel('Электронная почта').fill('не-почта')
    await page.getByLabel('Расскажите о задаче').fill('Нужен сайт')
    await submit.click()

    await expect(page.getByRole('heading', { name: 'Проверьте, пожалуйста, форму' })).toBeVisible()
    await expect(page.locator('[tabindex="-1"]:focus')).toContainText('Выберите хотя бы одну услугу.')
    await expectFieldError(page.getByLabel('Имя'), 'Укажите имя.')
    await expectFieldError(page.getByLabel('Электронная почта'), 'Проверьте адрес электронной почты: например, name@company.ru.')
    await expect(page.getByRole('group', { name: 'Что нужно сделать' })).toHaveAccessibleDescription(/Выберите хотя бы одну услугу\./)
    await expectFieldError(page.getByLabel('Расскажите о задаче'), 'Опишите задачу чуть подробнее — хотя бы пару предложений.')
    await expectFieldError(
      page.getByLabel(/Даю согласие на обработку персональных данных/),
      'Подтвердите согласие на обработку персональных данных.',
    )
    // What the person typed is still there.
    await expect(page.getByLabel('Расскажите о задаче')).toHaveValue('Нужен сайт')
    await expectAccessible(page)
  })

  test('the API’s own check of a file is shown under the file field', async ({ page }) => {
    const { submit } = await openForm(page, '/brief/', 'Отправить бриф')
    await page.getByLabel('Имя').fill('Ольга Миронова')
    await page.getByLabel('Электронная почта').fill('olga@example.ru')
    await page.getByRole('checkbox', { name: 'Корпоративный сайт' }).check()
    await page.getByLabel('Расскажите о задаче').fill('Обновить корпоративный сайт и перенести новости из старой системы.')
    // Named like a PDF, but it is not one: only the API looks inside.
    await page
      .getByLabel('Прикрепить файл')
      .setInputFiles({ name: 'smeta.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text') })
    await page.getByLabel(/Даю согласие на обработку персональных данных/).check()
    await submit.click()

    await expect(page.getByRole('heading', { name: 'Проверьте, пожалуйста, форму' })).toBeVisible()
    await expectFieldError(page.getByLabel('Выбрать другой файл'), 'Содержимое файла не совпадает с его расширением.')
    await expect(page.getByLabel('Имя')).toHaveValue('Ольга Миронова')
  })

  test('on a phone the brief is laid out in one column and stays accessible @phone', async ({ page }) => {
    await openForm(page, '/brief/', 'Отправить бриф')
    const name = await page.getByLabel('Имя').boundingBox()
    const company = await page.getByLabel('Компания').boundingBox()
    expect(company?.y ?? 0).toBeGreaterThan((name?.y ?? 0) + (name?.height ?? 0))
    await expectAccessible(page)
  })
})
