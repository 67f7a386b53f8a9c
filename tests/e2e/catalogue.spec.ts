import type { Page } from '@playwright/test'
import { expect, expectAccessible, gotoInteractive, test } from './fixtures.ts'

/** «от 890 000 ₽» with whatever spaces Intl puts between the digit groups. */
const price = (digits: string) => new RegExp(`от\\s${digits.replace(/ /g, '\\s')}\\s₽`)

/**
 * Waits until the page is interactive, then marks the document, so a test can tell a client-side
 * transition from a full page load.
 */
async function markDocument(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
}
const isSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window)

/** The page's JSON-LD objects. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test.describe('services', () => {
  test('the services page lists every category with its services, prices and durations', async ({ page }) => {
    await gotoInteractive(page, '/services/')
    await expect(page).toHaveTitle('Услуги веб-студии: сайты, интернет-магазины, сервисы — Малахит')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Услуги')

    for (const category of ['Разработка сайтов', 'Интернет-магазины', 'Веб-сервисы и личные кабинеты', 'Дизайн и UX']) {
      await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible()
    }
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Корпоративный сайт' }) })
    await expect(card).toContainText(price('890 000'))
    await expect(card).toContainText('от 10 недель')
    await expect(card.getByRole('link', { name: 'Корпоративный сайт' })).toHaveAttribute('href', '/services/websites/corporate-site/')

    const brief = page.getByRole('link', { name: 'Заполнить бриф' })
    await expect(brief).toHaveAttribute('href', '/brief/')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Разработка сайтов и интернет-магазинов/)
    await expectAccessible(page)
  })

  test('a service card opens the service page as a client-side transition', async ({ page }) => {
    await gotoInteractive(page, '/services/')
    await markDocument(page)
    await page.getByRole('link', { name: 'Лендинг и промо-сайт' }).click()
    await expect(page).toHaveURL('/services/websites/landing/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Лендинг и промо-сайт')
    await expect(page).toHaveTitle('Разработка лендинга и промо-сайта — «Малахит»')
    expect(await isSameDocument(page)).toBe(true)
  })

  test('a category title on the services page opens the category as a client-side transition', async ({ page }) => {
    await gotoInteractive(page, '/services/')
    await markDocument(page)
    await page.getByRole('heading', { level: 2, name: 'Интернет-магазины' }).getByRole('link').click()
    await expect(page).toHaveURL('/services/ecommerce/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Интернет-магазины')
    expect(await isSameDocument(page)).toBe(true)
  })

  test('a category page shows its text and its services as cards', async ({ page }) => {
    await gotoInteractive(page, '/services/websites/')
    await expect(page).toHaveTitle('Разработка сайтов для бизнеса — веб-студия «Малахит»')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Разработка сайтов')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Корпоративные сайты, лендинги/)

    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' })
    await expect(crumbs.getByRole('link', { name: 'Услуги' })).toHaveAttribute('href', '/services/')
    await expect(crumbs.getByText('Разработка сайтов')).toHaveAttribute('aria-current', 'page')

    await expect(page.getByRole('heading', { level: 2, name: 'Как мы работаем' })).toBeVisible()
    const services = page.getByRole('region', { name: 'Услуги направления' })
    await expect(services.getByRole('article')).toHaveCount(4)
    await expect(services.getByRole('link', { name: 'Редизайн сайта' })).toHaveAttribute('href', '/services/websites/redesign/')

    const breadcrumbList = (await jsonLd(page)).find((data) => data['@type'] === 'BreadcrumbList')
    expect(breadcrumbList?.itemListElement).toHaveLength(3)
    await expectAccessible(page)
  })

  test('a service page shows its highlights, price, duration, text and the other services of its category', async ({ page }) => {
    await gotoInteractive(page, '/services/websites/corporate-site/')
    await expect(page).toHaveTitle('Разработка корпоративного сайта под ключ — «Малахит»')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Корпоративный сайт')

    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' })
    await expect(crumbs.getByRole('listitem')).toHaveText(['Главная/', 'Услуги/', 'Разработка сайтов/', 'Корпоративный сайт'])
    await expect(crumbs.getByRole('link', { name: 'Разработка сайтов' })).toHaveAttribute('href', '/services/websites/')

    const highlights = page.getByRole('region', { name: 'Главное об услуге' })
    await expect(highlights.getByRole('listitem')).toHaveCount(5)
    await expect(highlights).toContainText('Интеграция с CRM')

    const panel = page.getByRole('complementary', { name: 'Стоимость и сроки' })
    await expect(panel).toContainText(price('890 000'))
    await expect(panel).toContainText('от 10 недель')
    await expect(panel.getByRole('link', { name: 'Обсудить проект' })).toHaveAttribute('href', '/brief/')

    await expect(page.getByRole('heading', { level: 2, name: 'Что вы получаете' })).toBeVisible()
    const related = page.getByRole('region', { name: 'Другие услуги направления' })
    await expect(related.getByRole('article')).toHaveCount(3)
    await expect(related.getByRole('link', { name: 'Корпоративный сайт' })).toHaveCount(0)
    await expectAccessible(page)
  })

  test('a service page describes the service for search engines, with the agency and its price', async ({ page }) => {
    await gotoInteractive(page, '/services/websites/corporate-site/')
    const data = await jsonLd(page)
    const service = data.find((item) => item['@type'] === 'Service')
    expect(service).toMatchObject({
      name: 'Корпоративный сайт',
      serviceType: 'Разработка сайтов',
      provider: { '@type': 'Organization', name: 'Малахит' },
      offers: { '@type': 'Offer', price: 890000, priceCurrency: 'RUB' },
    })
    expect(service?.url).toMatch(/\/services\/websites\/corporate-site\/$/)
    const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] }
    expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual(['Главная', 'Услуги', 'Разработка сайтов', 'Корпоративный сайт'])
  })

  test('another service of the category opens as a client-side transition', async ({ page }) => {
    await gotoInteractive(page, '/services/websites/corporate-site/')
    await markDocument(page)
    await page.getByRole('region', { name: 'Другие услуги направления' }).getByRole('link', { name: 'Сайт-каталог продукции' }).click()
    await expect(page).toHaveURL('/services/websites/catalog-site/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сайт-каталог продукции')
    expect(await isSameDocument(page)).toBe(true)
  })

  for (const path of [
    '/services/no-such-category/',
    '/services/websites/no-such-service/',
    '/services/ecommerce/corporate-site/',
    '/services/Websites/',
  ]) {
    test(`an unknown service address ${path} answers 404`, async ({ page, expectBrowserError }) => {
      expectBrowserError(/status of 404/)
      const response = await gotoInteractive(page, path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
    })
  }
})

test.describe('solutions', () => {
  test('the solutions page shows every solution as a large card with its cover and price', async ({ page }) => {
    await gotoInteractive(page, '/solutions/')
    await expect(page).toHaveTitle('Готовые решения для бизнеса — Малахит')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Готовые решения')

    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(4)
    const ritual = cards.filter({ has: page.getByRole('heading', { name: 'Сайт ритуального агентства' }) })
    await expect(ritual).toContainText(price('390 000'))
    await expect(ritual.getByRole('img')).toHaveAttribute('src', '/images/demo/solutions/ritual-agency.svg')
    await expect(cards.filter({ hasText: 'Интернет-магазин шин и дисков' })).toContainText(price('1 100 000'))
    await expect(page.getByRole('navigation', { name: 'Страницы решений' })).toHaveCount(0)
    await expectAccessible(page)
  })

  test('a solution card opens its landing page as a client-side transition', async ({ page }) => {
    await gotoInteractive(page, '/solutions/')
    await markDocument(page)
    await page.getByRole('link', { name: 'Интернет-магазин шин и дисков' }).click()
    await expect(page).toHaveURL('/solutions/online-store-selling-tires-and-wheels-rims/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Интернет-магазин шин и дисков')
    await expect(page.getByRole('figure')).toContainText('Подбор по автомобилю')
    expect(await isSameDocument(page)).toBe(true)
  })

  test('the ritual agency landing presents the solution calmly: features, text, launch steps, price and the brief', async ({ page }) => {
    await gotoInteractive(page, '/solutions/ritual-agency/')
    await expect(page).toHaveTitle('Готовый сайт для ритуального агентства — «Малахит»')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сайт ритуального агентства')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Сайт агентства ритуальных услуг за 5–6 недель/)
    await expect(page.getByText('Готовое решение для ритуальных агентств')).toBeVisible()

    const features = page.getByRole('region', { name: 'Что входит в решение' })
    await expect(features.getByRole('heading', { level: 3 })).toHaveText([
      'Каталог услуг и товаров',
      'Калькулятор стоимости',
      'Круглосуточная связь',
      'Тактичный дизайн',
      'Пошаговая памятка',
      'Доверие',
    ])
    await expect(page.getByRole('heading', { level: 2, name: 'Принципы, на которых построено решение' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Как мы запускаем' }).getByRole('listitem')).toHaveCount(5)
    await expect(page.getByRole('region', { name: 'Стоимость' })).toContainText(price('390 000'))
    await expect(page.getByRole('link', { name: 'Обсудить проект' }).last()).toHaveAttribute('href', '/brief/')

    const service = (await jsonLd(page)).find((item) => item['@type'] === 'Service')
    expect(service).toMatchObject({ name: 'Сайт ритуального агентства', offers: { price: 390000, priceCurrency: 'RUB' } })
    await expectAccessible(page)
  })

  test('the tyre and rims store landing leads with the product: fitment search, results, features, steps and price', async ({ page }) => {
    await gotoInteractive(page, '/solutions/online-store-selling-tires-and-wheels-rims/')
    await expect(page).toHaveTitle('Готовый интернет-магазин шин и дисков с подбором по автомобилю — Малахит')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Интернет-магазин шин и дисков')
    await expect(page.getByRole('figure')).toContainText('205/55 R16')

    await expect(page.getByRole('region', { name: /Результаты магазина «Шинный двор»/ })).toContainText('+46%')
    const features = page.getByRole('region', { name: 'Продаёт шины, а не таблицы размеров' })
    await expect(features.getByRole('heading', { level: 3 })).toHaveCount(6)
    await expect(features).toContainText('Подбор по автомобилю')
    await expect(page.getByRole('heading', { level: 2, name: 'Как работает подбор' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Как мы запускаем' }).getByRole('listitem')).toHaveCount(4)
    await expect(page.getByRole('region', { name: 'Стоимость' })).toContainText(price('1 100 000'))
    await expect(page.getByRole('link', { name: 'Обсудить проект' }).first()).toHaveAttribute('href', '/brief/')
    await expectAccessible(page)
  })

  test('another solution has a page of its own with features, text, launch steps and price', async ({ page }) => {
    await gotoInteractive(page, '/solutions/clinic-website/')
    await expect(page).toHaveTitle('Готовый сайт медицинской клиники с онлайн-записью — «Малахит»')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сайт медицинской клиники')
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' })
    await expect(crumbs.getByRole('link', { name: 'Решения' })).toHaveAttribute('href', '/solutions/')
    await expect(page.getByRole('region', { name: 'Что входит в решение' })).toContainText('Онлайн-запись')
    await expect(page.getByRole('region', { name: 'Как мы запускаем' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Стоимость' })).toContainText(price('650 000'))
    await expectAccessible(page)
  })

  for (const path of ['/solutions/no-such-solution/', '/solutions/?page=2']) {
    test(`an unknown solutions address ${path} answers 404`, async ({ page, expectBrowserError }) => {
      expectBrowserError(/status of 404/)
      const response = await gotoInteractive(page, path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
    })
  }
})

test.describe('clients', () => {
  test('the clients page shows every client with logo, name, industry and description', async ({ page }) => {
    await gotoInteractive(page, '/clients/')
    await expect(page).toHaveTitle('Клиенты веб-студии — Малахит')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Клиенты')

    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(14)
    const rzd = cards.filter({ has: page.getByRole('heading', { name: 'РЖД — Свердловская дирекция' }) })
    const logo = rzd.getByRole('img', { name: 'Логотип Свердловской дирекции РЖД' })
    await expect(logo).toHaveAttribute('src', '/images/demo/clients/rzd.svg')
    await expect(logo).toHaveAttribute('width', '240')
    await expect(logo).toHaveAttribute('height', '96')
    await expect(rzd).toContainText('Транспорт и логистика')
    await expect(rzd).toContainText('Региональная дирекция железнодорожного холдинга')

    await expect(page.getByRole('link', { name: 'Заполнить бриф' })).toHaveAttribute('href', '/brief/')
    const breadcrumbs = (await jsonLd(page)).find((item) => item['@type'] === 'BreadcrumbList')
    expect(breadcrumbs?.itemListElement).toHaveLength(2)
    await expectAccessible(page)
  })

  test('a clients page past the end answers 404', async ({ page, expectBrowserError }) => {
    expectBrowserError(/status of 404/)
    const response = await gotoInteractive(page, '/clients/?page=2')
    expect(response?.status()).toBe(404)
  })
})

test.describe('on a phone', () => {
  test('a service page puts the price and the way to the brief first, without sideways scrolling @phone', async ({ page }) => {
    await gotoInteractive(page, '/services/ecommerce/')
    await page.getByRole('link', { name: 'Интеграция с 1С и складом' }).click()
    await expect(page).toHaveURL('/services/ecommerce/integration-1c/')
    const panel = page.getByRole('complementary', { name: 'Стоимость и сроки' })
    await expect(panel.getByRole('link', { name: 'Обсудить проект' })).toBeInViewport()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })

  for (const path of ['/solutions/ritual-agency/', '/solutions/online-store-selling-tires-and-wheels-rims/', '/clients/']) {
    test(`${path} fits the width of a phone @phone`, async ({ page }) => {
      await gotoInteractive(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await expectAccessible(page)
    })
  }
})
