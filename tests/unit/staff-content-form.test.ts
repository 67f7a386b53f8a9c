import { describe, expect, it } from 'vitest'
import { CONTENT_VIEWS, contentTypeOf, draftOf, formValuesOf } from '#app/features/staff/content/content-types.ts'
import { contentErrors, contentReducer, initialContentState, isContentDirty } from '#app/features/staff/content/editor-state.ts'
import type { AdminItem } from '#shared/contract/editorial.ts'

const stored = (fields: AdminItem['fields'], revision = 3): AdminItem => ({
  id: 7,
  slug: String(fields.slug),
  title: String(fields.title ?? fields.name),
  status: 'published',
  published_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  revision,
  parent: null,
  fields,
  path: '/solutions/x/',
  former_paths: [],
})

describe('the content forms', () => {
  it('knows the kinds by their addresses, and nothing else', () => {
    expect(contentTypeOf('services')).toBe('services')
    expect(contentTypeOf('posts')).toBeNull()
    expect(contentTypeOf('leads')).toBeNull()
  })

  it('puts the parent first in the forms of services and projects', () => {
    expect(CONTENT_VIEWS.services.fields[0]).toMatchObject({ name: 'category_id', control: { kind: 'item', of: 'service-categories' } })
    expect(CONTENT_VIEWS['portfolio-projects'].fields[0]).toMatchObject({ name: 'group_id' })
    expect(CONTENT_VIEWS.solutions.fields[0]!.name).toBe('title')
  })

  it('turns lists and pairs into lines and back, numbers into text and back', () => {
    const view = CONTENT_VIEWS.solutions
    const values = formValuesOf(view, {
      slug: 'kliniki',
      title: 'Сайт для клиники',
      features: [
        { title: 'Запись', text: 'К врачу онлайн' },
        { title: 'Отзывы', text: 'С модерацией | и ответами' },
      ],
      price_from: 300000,
      position: 2,
      seo_title: null,
    })
    expect(values.features).toBe('Запись | К врачу онлайн\nОтзывы | С модерацией | и ответами')
    expect(values.price_from).toBe('300000')
    expect(values.seo_title).toBe('')
    const draft = draftOf(view, { ...values, price_from: '', body: '<p></p>' })
    expect(draft.features).toEqual([
      { title: 'Запись', text: 'К врачу онлайн' },
      { title: 'Отзывы', text: 'С модерацией | и ответами' },
    ])
    expect(draft).toMatchObject({ price_from: null, position: 2, body: '' })
    expect(draftOf(view, { ...values, position: 'пять' }).position).toBe('пять')
  })

  it('checks with the API’s own rules, in its words', () => {
    const view = CONTENT_VIEWS.services
    const errors = contentErrors(view, formValuesOf(view, null))
    expect(errors.category_id).toEqual(['Выберите раздел услуг.'])
    expect(errors.title).toEqual(['Введите заголовок.'])
    expect(errors.body).toEqual(['Опишите услугу.'])
  })

  it('lets the address follow a new item’s title until one of its own is typed', () => {
    const view = CONTENT_VIEWS['service-categories']
    const reduce = contentReducer(view)
    let state = initialContentState(view, null)
    state = reduce(state, { type: 'edit', field: 'title', value: 'Новый раздел' })
    expect(state.values.slug).toBe('novyj-razdel')
    state = reduce(state, { type: 'edit', field: 'slug', value: 'svoj' })
    state = reduce(state, { type: 'edit', field: 'title', value: 'Другой' })
    expect(state.values.slug).toBe('svoj')
  })

  it('starts a new service in the section it was asked for', () => {
    const view = CONTENT_VIEWS.services
    expect(initialContentState(view, null, 4).values.category_id).toBe('4')
  })

  it('keeps what was typed through a stale save, and takes the stored version only when asked', () => {
    const view = CONTENT_VIEWS.solutions
    const reduce = contentReducer(view)
    const mine = stored({ slug: 'x', title: 'Было', excerpt: 'Коротко', body: '<p>Текст</p>' })
    const theirs = stored({ slug: 'x', title: 'Их версия', excerpt: 'Коротко', body: '<p>Текст</p>' }, 4)
    let state = reduce(initialContentState(view, mine), { type: 'edit', field: 'title', value: 'Моя версия' })
    state = reduce(state, { type: 'conflict', message: 'Пока вы редактировали…', theirs })
    expect(state.values.title).toBe('Моя версия')
    const kept = reduce(state, { type: 'keep-ours' })
    expect(kept.post?.revision).toBe(4)
    expect(kept.values.title).toBe('Моя версия')
    expect(isContentDirty(kept)).toBe(true)
    const taken = reduce(state, { type: 'take-theirs' })
    expect(taken.values.title).toBe('Их версия')
    expect(isContentDirty(taken)).toBe(false)
  })
})
