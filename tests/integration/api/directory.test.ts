import { describe, expect, it } from 'vitest'
import { content } from './support/content.ts'
import { expectInvalidField, expectNotFound, expectOk, itAnswersNotFound, useContentApi } from './support/content-api.ts'

describe('clients, portfolio and redirects', () => {
  const slugs = (items: { slug: string }[]) => items.map((item) => item.slug)

  const { get } = useContentApi(async (db) => {
    await content.tag(db, 'service', 'web', 'Сайты')
    await content.tag(db, 'service', 'shop', 'Интернет-магазины')
    await content.tag(db, 'industry', 'transport', 'Транспорт')
    await content.tag(db, 'industry', 'auto', 'Автомобили')
    await content.tag(db, 'industry', 'medicine', 'Медицина')
    const railway = await content.client(db, { slug: 'rzd', industry: 'transport', position: 1 })
    await content.client(db, { slug: 'garant-auto', industry: 'auto', position: 2 })
    await content.client(db, { slug: 'hidden-client', publishedAt: null })

    const rzd = await content.group(db, { slug: 'rzd', clientId: railway.id, position: 1 })
    const garant = await content.group(db, { slug: 'garant-auto', position: 2 })
    const hidden = await content.group(db, { slug: 'hidden-group', publishedAt: null })
    await content.project(db, { groupId: rzd.id, slug: 'svrpk', year: 2024, services: ['web'], industries: ['transport'], position: 1 })
    await content.project(db, {
      groupId: rzd.id,
      slug: 'portal',
      year: 2023,
      services: ['web', 'shop'],
      industries: ['transport'],
      position: 2,
    })
    await content.project(db, { groupId: garant.id, slug: 'garant', year: 2025, services: ['shop'], industries: ['auto'] })
    await content.project(db, { groupId: garant.id, slug: 'draft-project', year: 2026, publishedAt: null })
    await content.project(db, { groupId: hidden.id, slug: 'secret', year: 2026, services: ['web'] })

    await content.redirect(db, '/rzd-svrpk', '/rzd/svrpk/')
    await content.redirect(db, '/garant', '/garant-auto/garant/')
  })

  it('lists published clients with their industry', async () => {
    const body = expectOk(await get('/clients'))
    expect(slugs(body.data)).toEqual(['rzd', 'garant-auto'])
    expect(body.data[0].industry).toEqual({ slug: 'transport', title: 'Транспорт' })
    expect(body.meta.total).toBe(2)
  })

  it('lists published projects of published groups, newest first, with the filter options', async () => {
    const { body } = await get('/portfolio')
    expect(slugs(body.data)).toEqual(['garant', 'svrpk', 'portal'])
    expect(body.data[1]).toMatchObject({ url: '/rzd/svrpk/', group: { slug: 'rzd' }, services: [{ slug: 'web', title: 'Сайты' }] })
    expect(slugs(body.filters.services)).toEqual(expect.arrayContaining(['web', 'shop']))
    expect(slugs(body.filters.industries)).toEqual(expect.arrayContaining(['transport', 'auto']))
  })

  it('filters projects by service, by industry, and by both', async () => {
    expect(slugs((await get('/portfolio?service=shop')).body.data)).toEqual(['garant', 'portal'])
    expect(slugs((await get('/portfolio?industry=transport')).body.data)).toEqual(['svrpk', 'portal'])
    expect(slugs((await get('/portfolio?service=shop&industry=transport')).body.data)).toEqual(['portal'])
  })

  it('paginates projects and answers 404 past the last page', async () => {
    const { body } = await get('/portfolio?per_page=2&page=2')
    expect(slugs(body.data)).toEqual(['portal'])
    expect(body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 })
    expect((await get('/portfolio?per_page=2&page=3')).status).toBe(404)
  })

  it('answers an empty list for known filter values without projects', async () => {
    const body = expectOk(await get('/portfolio?industry=medicine'))
    expect(body.data).toEqual([])
    expect(body.meta.total).toBe(0)
  })

  it.each([
    ['service=no-such-service', 'Такой услуги в портфолио нет.'],
    ['industry=no-such-industry', 'Такой отрасли в портфолио нет.'],
    ['service=web&industry=no-such-industry', 'Такой отрасли в портфолио нет.'],
    // An industry is not a service.
    ['service=transport', 'Такой услуги в портфолио нет.'],
  ])('answers 404 for a filter value that is not in the vocabulary: %s', async (query, message) => {
    const answer = await get(`/portfolio?${query}`)
    expectNotFound(answer)
    expect(answer.body.message).toBe(message)
  })

  it('rejects a filter that is not a slug with 422', async () => {
    expectInvalidField(await get('/portfolio?service=%3Cscript%3E'), 'service')
  })

  it('returns a group with its client and its published projects', async () => {
    const body = expectOk(await get('/portfolio/rzd'))
    expect(body).toMatchObject({ slug: 'rzd', url: '/rzd/', client: { slug: 'rzd' } })
    expect(slugs(body.projects)).toEqual(['svrpk', 'portal'])
  })

  it('returns a project with its group, tags and the other projects of the group', async () => {
    const body = expectOk(await get('/portfolio/rzd/svrpk'))
    expect(body).toMatchObject({
      slug: 'svrpk',
      year: 2024,
      group: { slug: 'rzd' },
      industries: [{ slug: 'transport', title: 'Транспорт' }],
    })
    expect(slugs(body.related)).toEqual(['portal'])
  })

  itAnswersNotFound(get, [
    '/portfolio/hidden-group',
    '/portfolio/hidden-group/secret',
    '/portfolio/garant-auto/draft-project',
    '/portfolio/rzd/garant',
    '/portfolio/nothing',
  ])

  it.each([
    ['/rzd-svrpk', '/rzd/svrpk/'],
    ['/rzd-svrpk/', '/rzd/svrpk/'],
    ['/garant', '/garant-auto/garant/'],
    ['/GARANT/', '/garant-auto/garant/'],
  ])('finds the legacy redirect for %s', async (path, to) => {
    const body = expectOk(await get(`/redirects?path=${encodeURIComponent(path)}`))
    expect(body).toMatchObject({ to, status: 301 })
  })

  it('answers 404 for a path without a redirect', async () => {
    expect((await get('/redirects?path=%2Fnews%2F')).status).toBe(404)
  })

  it.each(['', 'rzd-svrpk', '//evil.example/x'])('rejects the path %j with 422', async (path) => {
    const { status, body } = await get(`/redirects?path=${encodeURIComponent(path)}`)
    expect(status).toBe(422)
    expect(body.errors.path[0]).toMatch(/[а-я]/i)
  })

  it('asks for the path when it is missing', async () => {
    const { status, body } = await get('/redirects')
    expect(status).toBe(422)
    expect(body.errors.path).toEqual(['Укажите путь.'])
  })

  it('lists the address of every published content item for the sitemap, and no drafts', async () => {
    const body = expectOk(await get('/sitemap'))
    const paths = body.data.map((entry: { path: string }) => entry.path)
    expect(paths).toEqual(expect.arrayContaining(['/rzd/', '/garant-auto/', '/rzd/svrpk/', '/rzd/portal/', '/garant-auto/garant/']))
    expect(paths).not.toContain('/hidden-group/')
    expect(paths).not.toContain('/hidden-group/secret/')
    expect(paths).not.toContain('/garant-auto/draft-project/')
  })
})
