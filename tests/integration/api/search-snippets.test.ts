import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '#api/db/schema/index.ts'
import type { SearchHit, SearchResults } from '#shared/contract/search.ts'
import { send } from './support/accounts.ts'
import { type AccountApi, openAccountApi } from './support/account-api.ts'
import { content, past } from './support/content.ts'

// How a search hit's snippet reads: cut from the item's text as a reader sees it on its page.

describe('search snippets', () => {
  let account: AccountApi

  /** The only hit of a query, and its snippet as one line of text. */
  const hitFor = async (q: string): Promise<{ hit: SearchHit; text: string }> => {
    const response = await send(account.api, 'GET', `/v1/search?q=${encodeURIComponent(q)}`)
    expect(response.status).toBe(200)
    const results = (await response.json()) as SearchResults
    expect(results.data).toHaveLength(1)
    const hit = results.data[0]!
    return { hit, text: hit.snippet.map((part) => part.text).join('') }
  }
  const marked = (hit: SearchHit) => hit.snippet.filter((part) => part.mark).map((part) => part.text.toLowerCase())

  beforeAll(async () => {
    account = await openAccountApi()
    const { db } = account.database
    await content.post(db, {
      slug: 'brif',
      title: 'Как начать проект',
      excerpt: 'С брифа и короткого звонка.',
      body: `<p>Опишите задачу, а лучше сразу заполните <a href="/brief/">бриф</a>. Вопросы можно задать
        на <a href="/contacts/"><strong>странице контактов</strong></a>: ответим в течение дня.</p>
        <p>Почта: <a href="mailto:hello@malakhit.studio">hello@malakhit.studio</a><br>Телефон: +7 495 120-45-67</p>`,
      publishedAt: past(3),
    })
    await content.post(db, {
      slug: 'premiya',
      title: 'Премия за удобство',
      excerpt: 'Сайт музея получил премию за удобство.',
      body: '<p>Сайт музея получил премию за удобство. Жюри отметило навигацию и крупный шрифт.</p>',
      publishedAt: past(2),
    })
    await content.solution(db, {
      slug: 'portal',
      title: 'Портал для дилеров',
      excerpt: 'Готовый портал для производителей и дистрибьюторов.',
      features: [
        { title: 'Роли и права', text: 'Менеджеры видят только своих дилеров' },
        { title: 'Остатки на складах', text: 'Обновляются каждый час.' },
      ],
    })
    await db.insert(schema.pages).values({
      slug: 'company',
      title: 'О студии',
      lead: 'Делаем сайты с 2012 года.',
      body: '<p>Мы небольшая команда.</p>',
      blocks: [
        { type: 'stats', items: [{ value: '120+', label: 'проектов сдано' }] },
        {
          type: 'features',
          title: 'Чем гордимся',
          items: [{ title: 'Сопровождение', text: 'Отвечаем клиентам за час', href: '/services/' }],
        },
      ],
      publishedAt: past(10),
    })
  })
  afterAll(() => account.database.destroy())

  it('puts no space before the punctuation after a link or an emphasis', async () => {
    const { text } = await hitFor('заполните бриф')
    expect(text).toContain('заполните бриф.')
    expect(text).not.toMatch(/ [.,:;!?]/)
  })

  it('ends a line that has no punctuation of its own with a full stop', async () => {
    const { text } = await hitFor('телефон')
    expect(text).toContain('hello@malakhit.studio. Телефон')
  })

  it('gives a summary that the body repeats word for word once', async () => {
    const { text } = await hitFor('премию')
    expect(text.split('получил премию').length - 1).toBe(1)
  })

  it('cuts the snippet of a solution from its features when they hold the match, and marks it', async () => {
    const { hit, text } = await hitFor('права')
    expect(hit.url).toBe('/solutions/portal/')
    expect(marked(hit)).toContain('права')
    expect(text).toContain('Роли и права. Менеджеры видят только своих дилеров.')
  })

  it('cuts the snippet of a page from its blocks, in reading order, without their links or kinds', async () => {
    const { hit, text } = await hitFor('сопровождение')
    expect(hit.url).toBe('/company/')
    expect(marked(hit)).toContain('сопровождение')
    expect(text).toContain('Чем гордимся. Сопровождение. Отвечаем клиентам за час')
    expect(text).not.toMatch(/\/services\/|features|stats/)
    const { text: figures } = await hitFor('проектов сдано')
    expect(figures).toContain('120+ проектов сдано.')
  })
})
