import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, gotoInteractive, gotoTitledPage, test } from './fixtures.ts'

/** «от 890 000 ₽» with whatever spaces Intl puts between the digit groups. */
const price = (digits: string) => new RegExp(`от\\s${digits.replace(/ /g, '\\s')}\\s₽`)

/**
 * Opens `from`, follows `link` and expects to land on `to` under the level-1 `heading` as a
 * client-side transition: the document is marked once the page is interactive, and the mark is
 * still there after the click (a full page load would have dropped it).
 */
async function followWithoutReload(page: Page, { from, link, to, heading }: { from: string; link: Locator; to: string; heading: string }) {
  await gotoInteractive(page, from)
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await link.click()
  await expect(page).toHaveURL(to)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
}

/** The breadcrumb trail of the page. */
const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: 'Навигационная цепочка' })

/** The cards of the page's main list. */
const cardsOf = (page: Page) => page.getByRole('main').getByRole('article')
/** The card of the main list that is headed `name`. */
const cardNamed = (page: Page, name: string) => cardsOf(page).filter({ has: page.getByRole('heading', { name }) })

/** The page's JSON-LD objects. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test.describe('services', () => {
  test('the services page lists every category with its services, prices and durations', async ({ page }) => {
    await gotoTitledPage(page, '/services/', { title: 'Услуги веб-студии: сайты, интернет-магазины, сервисы — Малахит', heading: 'Услуги' })

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
    await followWithoutReload(page, {
      from: '/services/',
      link: page.getByRole('link', { name: 'Лендинг и промо-сайт' }),
      to: '/services/websites/landing/',
      heading: 'Лендинг и промо-сайт',
    })
    await expect(page).toHaveTitle('Разработка лендинга и промо-сайта — «Малахит»')
  })

  test('a category title on the services page opens the category as a client-side transition', async ({ page }) => {
    await followWithoutReload(page, {
      from: '/services/',
      link: page.getByRole('heading', { level: 2, name: 'Интернет-магазины' }).getByRole('link'),
      to: '/services/ecommerce/',
      heading: 'Интернет-магазины',
    })
  })

  test('a category page shows its text and its services as cards', async ({ page }) => {
    await gotoTitledPage(page, '/services/websites/', {
      title: 'Разработка сайтов для бизнеса — веб-студия «Малахит»',
      heading: 'Разработка сайтов',
    })
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Корпоративные сайты, лендинги/)

    const crumbs = breadcrumbs(page)
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
    await gotoTitledPage(page, '/services/websites/corporate-site/', {
      title: 'Разработка корпоративного сайта под ключ — «Малахит»',
      heading: 'Корпоративный сайт',
    })

    const crumbs = breadcrumbs(page)
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
    await followWithoutReload(page, {
      from: '/services/websites/corporate-site/',
      link: page.getByRole('region', { name: 'Другие услуги направления' }).getByRole('link', { name: 'Сайт-каталог продукции' }),
      to: '/services/websites/catalog-site/',
      heading: 'Сайт-каталог продукции',
    })
  })
})

test.describe('solutions', () => {
  test('the solutions page shows every solution as a large card with its cover and price', async ({ page }) => {
    await gotoTitledPage(page, '/solutions/', { title: 'Готовые решения для бизнеса — Малахит', heading: 'Готовые решения' })

    await expect(cardsOf(page)).toHaveCount(4)
    const ritual = cardNamed(page, 'Сайт ритуального агентства')
    await expect(ritual).toContainText(price('390 000'))
    await expect(ritual.getByRole('img')).toHaveAttribute('src', '/images/demo/solutions/ritual-agency.svg')
    await expect(cardsOf(page).filter({ hasText: 'Интернет-магазин шин и дисков' })).toContainText(price('1 100 000'))
    await expect(page.getByRole('navigation', { name: 'Страницы решений' })).toHaveCount(0)
    await expectAccessible(page)
  })

  test('a solution card opens its landing page as a client-side transition', async ({ page }) => {
    await followWithoutReload(page, {
      from: '/solutions/',
      link: page.getByRole('link', { name: 'Интернет-магазин шин и дисков' }),
      to: '/solutions/online-store-selling-tires-and-wheels-rims/',
      heading: 'Интернет-магазин шин и дисков',
    })
    await expect(page.getByRole('figure')).toContainText('Подбор по автомобилю')
  })

  test('the ritual agency landing presents the solution calmly: features, text, launch steps, price and the brief', async ({ page }) => {
    await gotoTitledPage(page, '/solutions/ritual-agency/', {
      title: 'Готовый сайт для ритуального агентства — «Малахит»',
      heading: 'Сайт ритуального агентства',
    })
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
    await gotoTitledPage(page, '/solutions/online-store-selling-tires-and-wheels-rims/', {
      title: 'Готовый интернет-магазин шин и дисков с подбором по автомобилю — Малахит',
      heading: 'Интернет-магазин шин и дисков',
    })
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
    await gotoTitledPage(page, '/solutions/clinic-website/', {
      title: 'Готовый сайт медицинской клиники с онлайн-записью — «Малахит»',
      heading: 'Сайт медицинской клиники',
    })
    await expect(breadcrumbs(page).getByRole('link', { name: 'Решения' })).toHaveAttribute('href', '/solutions/')
    await expect(page.getByRole('region', { name: 'Что входит в решение' })).toContainText('Онлайн-запись')
    await expect(page.getByRole('region', { name: 'Как мы запускаем' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Стоимость' })).toContainText(price('650 000'))
    await expectAccessible(page)
  })
})

test.describe('clients', () => {
  test('the clients page shows every client with logo, name, industry and description', async ({ page }) => {
    await gotoTitledPage(page, '/clients/', { title: 'Клиенты веб-студии — Малахит', heading: 'Клиенты' })

    await expect(cardsOf(page)).toHaveCount(14)
    const rzd = cardNamed(page, 'РЖД — Свердловская дирекция')
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
