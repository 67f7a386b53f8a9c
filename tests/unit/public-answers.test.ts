import { describe, expect, it, vi } from 'vitest'
import { createPublicAnswers, isPublicContentCall, publicAnswerKey } from '#app/lib/api/public-answers.server.ts'

describe('isPublicContentCall', () => {
  it.each([
    ['/v1/posts', { query: { category: 'news' } }],
    ['/v1/posts/itogi-2025-goda', { query: { category: 'news' } }],
    ['/v1/posts/tags', { query: { category: 'articles' } }],
    ['/v1/services/marketing/seo', undefined],
    ['/v1/pages/home', { token: 'user-token' }],
    ['/v1/portfolio', { query: { per_page: 3 } }],
    ['/v1/redirects', { query: { path: '/garant' } }],
  ])('%s is a read of public content', (path, options) => {
    expect(isPublicContentCall(path, options)).toBe(true)
  })

  it.each([
    ['/v1/profile', undefined],
    ['/v1/see-also', { token: 'user-token' }],
    ['/v1/postsecret', undefined],
    ['/v1/briefs', { method: 'POST' as const, body: {} }],
    ['/v1/posts', { method: 'POST' as const }],
    ['/v1/posts', { headers: { 'x-forwarded-for': '10.0.0.1' } }],
    ['/oauth/token', { method: 'POST' as const }],
  ])('%s is not', (path, options) => {
    expect(isPublicContentCall(path, options)).toBe(false)
  })
})

describe('publicAnswerKey', () => {
  it('names the address whatever the order of the query, leaving out unset values', () => {
    expect(publicAnswerKey('/v1/posts', { per_page: 4, category: 'news' })).toBe('/v1/posts?category=news&per_page=4')
    expect(publicAnswerKey('/v1/posts', { category: 'news', per_page: 4, page: undefined })).toBe('/v1/posts?category=news&per_page=4')
    expect(publicAnswerKey('/v1/clients')).toBe('/v1/clients')
    expect(publicAnswerKey('/v1/redirects', { path: '/a b&c' })).toBe('/v1/redirects?path=%2Fa+b%26c')
  })
})

describe('kept public answers', () => {
  const setup = (version: { current: number | null } = { current: 1 }) => {
    const answers = createPublicAnswers({ maxBytes: 1024 * 1024, ttlMs: 60_000, contentVersion: () => version.current })
    let title = 'О студии'
    const load = vi.fn(async () => ({ title, tags: [{ slug: 'studio' }] }))
    return { answers, load, version, retitle: (next: string) => (title = next) }
  }

  it('answers from what it kept until the content version changes', async () => {
    const { answers, load, version, retitle } = setup()
    expect(await answers.read('/v1/pages/company', load)).toMatchObject({ title: 'О студии' })
    retitle('Студия «Малахит»')
    expect(await answers.read('/v1/pages/company', load)).toMatchObject({ title: 'О студии' })
    expect(load).toHaveBeenCalledTimes(1)
    version.current = 2
    expect(await answers.read('/v1/pages/company', load)).toMatchObject({ title: 'Студия «Малахит»' })
  })

  it('gives every reader objects of its own: a change made by one render never reaches another', async () => {
    const { answers, load } = setup()
    const first = await answers.read<{ title: string; tags: { slug: string }[] }>('/v1/pages/company', load)
    first.title = 'Изменено'
    first.tags.push({ slug: 'extra' })
    const second = await answers.read<{ title: string; tags: { slug: string }[] }>('/v1/pages/company', load)
    const third = await answers.read<{ title: string; tags: { slug: string }[] }>('/v1/pages/company', load)
    expect(second).toEqual({ title: 'О студии', tags: [{ slug: 'studio' }] })
    expect(third).not.toBe(second)
    expect(third.tags).not.toBe(second.tags)
  })

  it('keeps nothing while the content version is unknown', async () => {
    const { answers, load } = setup({ current: null })
    await answers.read('/v1/pages/company', load)
    await answers.read('/v1/pages/company', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('does not keep an answer read while the content changed', async () => {
    const { answers, version } = setup()
    const changing = vi.fn(async () => {
      version.current = 2
      return { title: 'Смесь старого и нового' }
    })
    await answers.read('/v1/pages/company', changing)
    await answers.read('/v1/pages/company', changing)
    expect(changing).toHaveBeenCalledTimes(2)
  })

  it('does not keep a failure: the next read asks again', async () => {
    const { answers } = setup()
    const load = vi.fn().mockRejectedValueOnce(new Error('404')).mockResolvedValue({ from: '/garant', to: '/garant/' })
    await expect(answers.read('/v1/redirects?path=%2Fgarant', load)).rejects.toThrow('404')
    expect(await answers.read('/v1/redirects?path=%2Fgarant', load)).toEqual({ from: '/garant', to: '/garant/' })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps answers by address and lets go of all of them on clear()', async () => {
    const { answers, load } = setup()
    await answers.read('/v1/posts?category=news', load)
    await answers.read('/v1/posts?category=articles', load)
    await answers.read('/v1/posts?category=news', load)
    expect(load).toHaveBeenCalledTimes(2)
    answers.clear()
    await answers.read('/v1/posts?category=news', load)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('lets an answer go after its time to live', async () => {
    const answers = createPublicAnswers({ maxBytes: 1024 * 1024, ttlMs: 20, contentVersion: () => 1 })
    const load = vi.fn(async () => ({ title: 'О студии' }))
    await answers.read('/v1/pages/company', load)
    await new Promise((resolve) => setTimeout(resolve, 60))
    await answers.read('/v1/pages/company', load)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
