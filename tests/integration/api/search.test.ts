import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { seed } from '#api/db/seed.ts'
import type { SearchResults, SearchSuggestions } from '#shared/contract/search.ts'
import { SEARCH_PER_PAGE, SEARCH_QUERY_MAX_LENGTH, SEARCH_TYPES } from '#shared/contract/search.ts'
import { send } from './support/accounts.ts'
import { type AccountApi, forgetRateLimits, openAccountApi } from './support/account-api.ts'
import { content, future, past } from './support/content.ts'
import { signedInWith } from './support/staff.ts'
import { createTestApi, createTestClient } from './support/test-api.ts'
import { useTestDatabase } from './support/test-database.ts'

type Answer<T> = { status: number; body: T; headers: Headers }

const ACCESSIBILITY_BODY = `<p>Цифровая <strong>доступность</strong> — это когда сайтом может пользоваться каждый: с экранным диктором,
  с клавиатуры, при слабом зрении.</p><p>Мы проверяем сайты по WCAG и исправляем то, что мешает людям.</p>`

describe('site search', () => {
  let account: AccountApi
  const search = async (
    query: string,
    token?: string,
  ): Promise<Answer<SearchResults & { message?: string; errors?: Record<string, string[]> }>> => {
    const response = await send(account.api, 'GET', `/v1/search?${query}`, { token })
    return { status: response.status, body: await response.json(), headers: response.headers }
  }
  const found = async (q: string, extra = '') => {
    const answer = await search(`q=${encodeURIComponent(q)}${extra}`)
    expect(answer.status).toBe(200)
    return answer.body
  }
  const urls = (results: SearchResults) => results.data.map((hit) => hit.url)

  beforeAll(async () => {
    account = await openAccountApi()
    const { db } = account.database
    await content.post(db, {
      category: 'articles',
      slug: 'dostupnost-sajtov',
      title: 'Доступность сайтов: с чего начать',
      excerpt: 'Что проверить в первую очередь, чтобы сайтом мог пользоваться каждый.',
      body: ACCESSIBILITY_BODY,
      publishedAt: past(30),
    })
    await content.post(db, {
      slug: 'audit',
      title: 'Новая услуга: аудит интерфейсов',
      excerpt: 'Проверяем формы, навигацию и тексты.',
      body: '<p>Аудит покажет, где посетителям не хватает доступности, и что исправить первым.</p>',
      publishedAt: past(2),
    })
    await content.post(db, {
      slug: 'ekspertiza',
      title: 'Экспертиза по доступностью не ограничится',
      excerpt: 'Кратко.',
      body: '<p>Ещё одна новость о ёлке.</p>',
      publishedAt: past(1),
    })
    await content.post(db, {
      slug: 'karta-razdelov',
      title: 'Как мы строим навигацию',
      excerpt: 'Заметка о структуре',
      body: `<h2>Первый шаг</h2><p>Сначала мы собираем все страницы в одну таблицу и смотрим, какие из них посетители
        открывают чаще всего, а какие не открывают никогда, и что они ищут в поиске.</p>
        <p>Потом рисуем схему разделов и проверяем её на карточках с живыми людьми.</p>`,
      publishedAt: past(5),
    })
    await content.post(db, { slug: 'chernovik-dostupnosti', title: 'Доступность: черновик', publishedAt: null })
    await content.post(db, { slug: 'zaplanirovano', title: 'Доступность: запланировано', publishedAt: future() })
    await content.post(db, { slug: 'snyato', title: 'Доступность: снято с сайта', publishedAt: null, unpublishedAt: past(3) })
    const category = await content.category(db, { slug: 'razrabotka', title: 'Разработка сайтов', excerpt: 'Сайты под ключ.' })
    await content.service(db, {
      categoryId: category.id,
      slug: 'audit-dostupnosti',
      title: 'Аудит доступности',
      excerpt: 'Проверка сайта на соответствие WCAG.',
    })
    const hidden = await content.category(db, { slug: 'skrytyj', title: 'Скрытый раздел', publishedAt: null })
    await content.service(db, { categoryId: hidden.id, slug: 'dostupnost-v-skrytom', title: 'Доступность в скрытом разделе' })
    await content.solution(db, { slug: 'magazin', title: 'Интернет-магазин шин', excerpt: 'Подбор шин и дисков по автомобилю.' })
    await content.client(db, { slug: 'zavod', name: 'Уральский завод', description: 'Промышленные сайты и доступность для инженеров.' })
    const group = await content.group(db, { slug: 'rzd', title: 'Пригородные поезда', excerpt: 'Расписание для пассажиров.' })
    await content.project(db, {
      groupId: group.id,
      slug: 'raspisanie',
      title: 'Расписание электричек',
      body: '<p>Доступность для всех пассажиров.</p>',
    })
  })
  afterAll(() => account.database.destroy())
  beforeEach(() => forgetRateLimits(account.database))

  it('finds the same items whatever the form of the word (Russian morphology)', async () => {
    const forms = await Promise.all(['доступность', 'доступности', 'доступностью'].map(async (q) => urls(await found(q)).sort()))
    expect(forms[0]).toContain('/articles/dostupnost-sajtov/')
    expect(forms[0]).toContain('/services/razrabotka/audit-dostupnosti/')
    expect(forms[1]).toEqual(forms[0])
    expect(forms[2]).toEqual(forms[0])
  })

  it('reads ё as е, in the query and in the text', async () => {
    expect(urls(await found('елке'))).toEqual(['/news/ekspertiza/'])
    expect(urls(await found('ёлке'))).toEqual(['/news/ekspertiza/'])
  })

  it('puts an item whose title matches before one that mentions the word in its text only', async () => {
    const results = await found('доступность')
    const titled = results.data.findIndex((hit) => hit.url === '/articles/dostupnost-sajtov/')
    const inBody = results.data.findIndex((hit) => hit.url === '/news/audit/')
    expect(titled).toBeGreaterThanOrEqual(0)
    expect(inBody).toBeGreaterThan(titled)
  })

  it('gives each hit its public address, its type, a date for posts and a snippet with the matches marked', async () => {
    const results = await found('доступность', '&type=articles')
    expect(results.data).toHaveLength(1)
    const [hit] = results.data
    expect(hit).toMatchObject({ type: 'articles', title: 'Доступность сайтов: с чего начать', url: '/articles/dostupnost-sajtov/' })
    expect(hit!.published_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    const marked = hit!.snippet.filter((part) => part.mark).map((part) => part.text.toLowerCase())
    expect(marked.length).toBeGreaterThan(0)
    for (const word of marked) expect(word).toMatch(/^доступност/)
    const text = hit!.snippet.map((part) => part.text).join('')
    expect(text).not.toMatch(/[<>]/)
    expect([...text].some((char) => char.charCodeAt(0) < 0x20)).toBe(false)
    expect(text).toContain('пользоваться каждый')
  })

  it('reads a heading and a summary as sentences of their own, and marks a snippet cut from inside its text', async () => {
    const text = (results: SearchResults) => results.data[0]!.snippet.map((part) => part.text).join('')
    const opening = await found('первый шаг')
    expect(urls(opening)).toEqual(['/news/karta-razdelov/'])
    expect(text(opening)).toMatch(/^Заметка о структуре\. Первый шаг\. Сначала /)
    expect(text(opening)).toMatch(/ …$/)
    const inside = await found('схему разделов')
    expect(urls(inside)).toEqual(['/news/karta-razdelov/'])
    expect(text(inside)).toMatch(/^… .*схему разделов/)
  })

  it('answers the address of every kind of item', async () => {
    expect(urls(await found('шин'))).toEqual(['/solutions/magazin/'])
    expect(urls(await found('электричек'))).toEqual(['/rzd/raspisanie/'])
    expect(urls(await found('пассажиров', '&type=portfolio')).sort()).toEqual(['/rzd/', '/rzd/raspisanie/'])
    expect(urls(await found('уральский завод'))).toEqual(['/clients/'])
    expect(urls(await found('разработка сайтов'))).toEqual(['/services/razrabotka/'])
  })

  it('counts the hits of every type whatever the type filter, and narrows the page to one type', async () => {
    const all = await found('доступность')
    expect(Object.keys(all.counts).sort()).toEqual([...SEARCH_TYPES].sort())
    expect(all.counts).toMatchObject({ articles: 1, news: 2, services: 1, clients: 1, portfolio: 1, solutions: 0, pages: 0 })
    expect(all.meta.total).toBe(6)
    const news = await found('доступность', '&type=news')
    expect(news.counts).toEqual(all.counts)
    expect(news.meta.total).toBe(2)
    expect(news.data.every((hit) => hit.type === 'news')).toBe(true)
  })

  it('never finds drafts, scheduled items, items taken off the site or items under a hidden section', async () => {
    const all = urls(await found('доступность'))
    for (const hidden of ['chernovik-dostupnosti', 'zaplanirovano', 'snyato', 'dostupnost-v-skrytom']) {
      expect(all.join(' ')).not.toContain(hidden)
    }
  })

  it('pages like the other lists: the query as searched, meta, and 404 past the last page', async () => {
    const results = await found('  доступность \t ')
    expect(results.query).toBe('доступность')
    expect(results.meta).toEqual({ current_page: 1, last_page: 1, per_page: SEARCH_PER_PAGE, total: 6 })
    const past = await search('q=доступность&page=2')
    expect(past.status).toBe(404)
    expect(past.body.message).toMatch(/[а-я]/)
    const nothing = await found('марсоход')
    expect(nothing).toMatchObject({ data: [], meta: { current_page: 1, last_page: 1, total: 0 } })
  })

  it('finds an item edited in the staff area at once', async () => {
    const editor = await signedInWith(account.api, account.database.db, account.site.token, 'editor')
    const created = await send(account.api, 'POST', '/v1/admin/posts', {
      token: editor.token,
      body: { category: 'news', slug: 'kvantovyj', title: 'Квантовый сайт', excerpt: 'Кратко.', body: '<p>Текст.</p>', tags: [] },
    })
    expect(created.status).toBe(201)
    const post = (await created.json()) as { id: number; revision: number }
    expect(urls(await found('квантовый'))).toEqual([])
    const published = await send(account.api, 'POST', `/v1/admin/posts/${post.id}/publish`, {
      token: editor.token,
      body: { revision: post.revision },
    })
    expect(published.status).toBe(200)
    expect(urls(await found('квантовый'))).toEqual(['/news/kvantovyj/'])
    const renamed = await send(account.api, 'PUT', `/v1/admin/posts/${post.id}`, {
      token: editor.token,
      body: {
        category: 'news',
        slug: 'kvantovyj',
        title: 'Телепортационный сайт',
        excerpt: 'Кратко.',
        body: '<p>Текст.</p>',
        tags: [],
        revision: 2,
      },
    })
    expect(renamed.status).toBe(200)
    expect(urls(await found('телепортационный'))).toEqual(['/news/kvantovyj/'])
    expect(urls(await found('квантовый'))).toEqual([])
  })

  it('shows what the better spelling finds when a misspelt query finds nothing, and offers none when the query is fine', async () => {
    const typo = await found('доступнсть')
    expect(typo).toMatchObject({ query: 'доступнсть', suggestion: 'доступность', suggestion_source: 'spelling', corrected: true })
    const meant = await found('доступность')
    expect(meant).toMatchObject({ suggestion: null, suggestion_source: null, corrected: false })
    expect(urls(typo)).toEqual(urls(meant))
    expect(typo.meta).toEqual(meant.meta)
    expect(typo.counts).toEqual(meant.counts)
    // The type filter and the pages apply to the hits shown.
    expect(urls(await found('доступнсть', '&type=services'))).toEqual(urls(await found('доступность', '&type=services')))
    expect((await search('q=доступнсть&page=2')).status).toBe(404)
    // Nothing on the site is like it: no suggestion rather than a wild guess.
    expect(await found('ъъъъъъ')).toMatchObject({ data: [], suggestion: null, suggestion_source: null, corrected: false })
  })

  it('answers the query’s own empty page with exact=1, still offering the better spelling', async () => {
    const exact = await found('доступнсть', '&exact=1')
    expect(exact).toMatchObject({
      data: [],
      meta: { total: 0 },
      suggestion: 'доступность',
      suggestion_source: 'spelling',
      corrected: false,
    })
    expect(Object.values(exact.counts).every((count) => count === 0)).toBe(true)
  })

  it('keeps the hits of a query that finds a little, offering the better spelling beside them', async () => {
    const some = await found('шин or доступнсть')
    expect(urls(some)).toEqual(['/solutions/magazin/'])
    expect(some).toMatchObject({ suggestion: 'шин or доступность', suggestion_source: 'spelling', corrected: false })
  })

  it('reads a query typed with the English layout on as the Russian it was meant to be, and says so', async () => {
    expect(await found('"fELBN ljcnegyjcnb"')).toMatchObject({ suggestion: '"аудит доступности"', suggestion_source: 'layout' })
    const layout = await found('hfphf,jnrf')
    expect(layout).toMatchObject({ suggestion: 'разработка', suggestion_source: 'layout', corrected: true })
    expect(urls(layout)).toEqual(urls(await found('разработка')))
    // A word typed in the wrong layout and misspelt as well is still the layout's.
    expect(await found('ljcnegyfcnm')).toMatchObject({ suggestion: 'доступность', suggestion_source: 'layout', corrected: true })
  })

  it.each([
    ['an empty query', 'q='],
    ['a query of spaces only', 'q=%20%20%20'],
    ['no query at all', ''],
    ['a query over the limit', `q=${'а'.repeat(SEARCH_QUERY_MAX_LENGTH + 1)}`],
    ['an unknown type', 'q=сайт&type=blog'],
    ['a page that is not a number', 'q=сайт&page=abc'],
    ['an exact that is not 1', 'q=сайт&exact=yes'],
  ])('refuses %s with 422 and a Russian message for the field', async (_, query) => {
    const answer = await search(query)
    expect(answer.status).toBe(422)
    const [field] = Object.keys(answer.body.errors ?? {})
    expect(answer.body.errors?.[field!]?.[0]).toMatch(/[а-я]/)
  })

  it('takes a query of the longest length, counting collapsed spaces once', async () => {
    expect((await search(`q=${'а'.repeat(SEARCH_QUERY_MAX_LENGTH)}`)).status).toBe(200)
    expect((await search(`q=${encodeURIComponent(`${'а'.repeat(SEARCH_QUERY_MAX_LENGTH - 2)}     б`)}`)).status).toBe(200)
  })

  it.each([
    `'`,
    `"`,
    `"доступность`,
    `доступность & | ! : * ( ) <-> <2>`,
    `!!!`,
    `-доступность`,
    `доступность or or or`,
    `'; drop table posts; --`,
    `\\`,
    `%_`,
    `:*`,
    `\u0001доступность\u0002`,
    `${'('.repeat(100)}`,
    `🙂 доступность`,
  ])('answers hostile input %j normally', async (q) => {
    const answer = await search(`q=${encodeURIComponent(q)}`)
    expect(answer.status).toBe(200)
    expect(answer.body.query).toBe(q.trim())
  })

  it('refuses a NUL character with 422, never a 500', async () => {
    expect((await search('q=%00')).status).toBe(422)
    expect((await search('q=доступ%00ность')).status).toBe(422)
  })

  describe('suggestions while typing', () => {
    const suggestions = async (q: string) => {
      const response = await send(account.api, 'GET', `/v1/search/suggestions?q=${encodeURIComponent(q)}`)
      expect(response.status).toBe(200)
      return ((await response.json()) as SearchSuggestions).data
    }

    it('matches titles by the words typed so far, the last one as a prefix, not stemmed', async () => {
      const typed = await suggestions('досту')
      expect(typed.map((item) => item.url)).toEqual(
        expect.arrayContaining(['/articles/dostupnost-sajtov/', '/services/razrabotka/audit-dostupnosti/']),
      )
      expect(typed[0]).toMatchObject({ type: expect.any(String), title: expect.stringMatching(/оступност/) })
      expect((await suggestions('аудит досту')).map((item) => item.url)).toEqual(['/services/razrabotka/audit-dostupnosti/'])
      expect(await suggestions('досту черн')).toEqual([])
    })

    it('answers the best matching title first: of two that hold the words, the one closest to them', async () => {
      expect((await suggestions('аудит д'))[0]?.title).toBe('Аудит доступности')
      // All three hold a word that starts so; the oldest of them is the second closest.
      expect((await suggestions('досту')).map((item) => item.title)).toEqual([
        'Аудит доступности',
        'Доступность сайтов: с чего начать',
        'Экспертиза по доступностью не ограничится',
      ])
    })

    it('reads the words typed with the English layout on in the Russian one when the text as typed matches no title', async () => {
      const layout = await suggestions('fELBN ljcn')
      expect(layout.map((item) => item.title)).toEqual(['Аудит доступности'])
      expect(await suggestions('ljcnegyjcnm')).toEqual(await suggestions('доступность'))
      expect(await suggestions('ljcnegyjcnm')).not.toEqual([])
    })

    it('answers an empty list for an empty or one-letter query', async () => {
      expect(await suggestions('')).toEqual([])
      expect(await suggestions('д')).toEqual([])
      expect(await suggestions('  ')).toEqual([])
    })

    it('answers hostile input normally and refuses a query over the limit', async () => {
      for (const q of [`'`, `досту:*`, `a & b | !c`, `"(`]) expect(Array.isArray(await suggestions(q))).toBe(true)
      const long = await send(account.api, 'GET', `/v1/search/suggestions?q=${'а'.repeat(SEARCH_QUERY_MAX_LENGTH + 1)}`)
      expect(long.status).toBe(422)
    })
  })
})

describe('site search limits', () => {
  const database = useTestDatabase()
  let api: ReturnType<typeof createTestApi>
  let site: Awaited<ReturnType<typeof createTestClient>>

  beforeAll(async () => {
    api = createTestApi(database.db, { limits: { search: { points: 2, duration: 60 }, searchSuggestions: { points: 3, duration: 60 } } })
    site = await createTestClient(database.db, { grants: ['client_credentials', 'password', 'refresh_token'] })
  })

  const asVisitor = (path: string, ip: string) => send(api, 'GET', path, { token: site.token, headers: { 'x-forwarded-for': ip } })

  it('answers 429 with Retry-After past the searches allowed to one visitor, and keeps serving others', async () => {
    expect((await asVisitor('/v1/search?q=сайт', '203.0.113.7')).status).toBe(200)
    expect((await asVisitor('/v1/search?q=сайт', '203.0.113.7')).status).toBe(200)
    const limited = await asVisitor('/v1/search?q=сайт', '203.0.113.7')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await limited.json()) as { message: string }).message).toMatch(/Слишком много поисковых запросов/)
    expect((await asVisitor('/v1/search?q=сайт', '203.0.113.8')).status).toBe(200)
  })

  it('counts a signed-in visitor by their account, not by the address they share with others', async () => {
    const [first, second] = [
      await signedInWith(api, database.db, site.token, null, 'Анна Первая'),
      await signedInWith(api, database.db, site.token, null, 'Борис Второй'),
    ]
    const searchAs = (token: string) => send(api, 'GET', '/v1/search?q=сайт', { token })
    expect((await searchAs(first!.token)).status).toBe(200)
    expect((await searchAs(first!.token)).status).toBe(200)
    expect((await searchAs(first!.token)).status).toBe(429)
    expect((await searchAs(second!.token)).status).toBe(200)
  })

  it('limits suggestions on their own, more generously (one per pause in typing)', async () => {
    for (let i = 0; i < 3; i++) expect((await asVisitor('/v1/search/suggestions?q=са', '198.51.100.4')).status).toBe(200)
    expect((await asVisitor('/v1/search/suggestions?q=са', '198.51.100.4')).status).toBe(429)
  })
})

describe('site search on the demo content', () => {
  const database = useTestDatabase()
  let api: ReturnType<typeof createTestApi>

  beforeAll(async () => {
    await seed(database.db)
    api = createTestApi(database.db)
  })

  const found = async (q: string) => {
    const response = await send(api, 'GET', `/v1/search?q=${encodeURIComponent(q)}`)
    expect(response.status).toBe(200)
    return (await response.json()) as SearchResults
  }

  it('finds the article and the news about accessibility by any form of the word, with their covers', async () => {
    for (const q of ['доступность', 'доступности', 'доступностью']) {
      const results = await found(q)
      expect(results.data.map((hit) => hit.url)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/articles\//), expect.stringMatching(/^\/news\//)]),
      )
      const article = results.data.find((hit) => hit.type === 'articles')
      expect(article?.image).toMatchObject({ src: expect.stringMatching(/^\//), alt: expect.any(String) })
    }
  })

  it('finds the site’s own pages at their addresses', async () => {
    const results = await found('персональных данных')
    expect(results.data.map((hit) => hit.url)).toContain('/privacy/')
  })

  it('corrects a typo or the keyboard layout with a word the site uses, and shows what that finds', async () => {
    expect(await found('доступнсть')).toMatchObject({ suggestion: 'доступность', suggestion_source: 'spelling', corrected: true })
    expect(await found('доступнасть')).toMatchObject({ suggestion: 'доступность', suggestion_source: 'spelling', corrected: true })
    const layout = await found('ljcnegyjcnm')
    expect(layout).toMatchObject({ suggestion: 'доступность', suggestion_source: 'layout', corrected: true })
    expect(layout.data.map((hit) => hit.url)).toEqual((await found('доступность')).data.map((hit) => hit.url))
  })

  it('reads a word typed in the other alphabet, and says so', async () => {
    expect(await found('redizain')).toMatchObject({ suggestion: 'редизайн', suggestion_source: 'transliteration', corrected: true })
    expect(await found('вордпресс')).toMatchObject({ suggestion: 'wordpress', suggestion_source: 'transliteration', corrected: true })
    // A Latin reading that is a word of the site as it is needs no correction: the search reads it at once.
    expect(await found('bitrix')).toMatchObject({
      suggestion: null,
      corrected: false,
      data: expect.arrayContaining([expect.objectContaining({ url: '/articles/kak-vybrat-cms/' })]),
    })
  })
})
