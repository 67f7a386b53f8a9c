// The site's calls are typed from the API's routes (app/lib/api/contract.ts). Checked by
// `npm run typecheck`: nothing here runs. A renamed or retyped field of an answer, an answer that
// degrades to any or unknown, or a call to an endpoint the API does not have fails the typecheck.
import { describe, expectTypeOf, test } from 'vitest'
import type { PostSummary } from '#app/features/posts/types.ts'
import { api } from '#app/lib/api/api.server.ts'
import type { ApiAnswer, ApiMethod, ApiRoute } from '#app/lib/api/contract.ts'
import { userDownload } from '#app/lib/api/download.server.ts'
import type { JsonValue } from '#shared/contract/common.ts'

/** True for a type that says nothing of the answer: any, unknown, object, or any JSON value at all. */
type Loose<T> = 0 extends 1 & T ? true : object extends T ? true : JsonValue extends T ? true : false

/** The routes with an answer that says nothing, for any method. */
type LooselyTyped = {
  [Route in ApiRoute]: { [Method in ApiMethod]: Loose<ApiAnswer<Route, Method>> }[ApiMethod] extends false ? never : Route
}[ApiRoute]

describe('the answers of the API', () => {
  test('every route of the API answers a typed body', () => {
    expectTypeOf<LooselyTyped>().toEqualTypeOf<never>()
  })

  test('an answer is what the route makes, field for field', () => {
    expectTypeOf<ApiAnswer<'/v1/profile'>>().toEqualTypeOf<{
      id: number
      name: string
      email: string
      phone: string | null
      company: string | null
      email_verified_at: string | null
      role: 'editor' | 'admin' | null
      created_at: string
    }>()
    expectTypeOf<ApiAnswer<'/v1/posts/tags'>>().toEqualTypeOf<{ data: { slug: string; title: string; count: number }[] }>()
  })

  test('a renamed field is not there', () => {
    expectTypeOf<PostSummary>().toHaveProperty('published_at').toEqualTypeOf<string>()
    // @ts-expect-error: a post names its moment published_at
    expectTypeOf<PostSummary>().toHaveProperty('publishedAt')
  })

  test('dates are strings, no body is undefined, free-form JSON is JSON', () => {
    expectTypeOf<ApiAnswer<'/v1/sessions'>['data'][number]['last_used_at']>().toEqualTypeOf<string>()
    expectTypeOf<ApiAnswer<'/v1/logout', 'POST'>>().toEqualTypeOf<undefined>()
    expectTypeOf<ApiAnswer<'/v1/admin/pages/:id'>['fields']>().toEqualTypeOf<Record<string, JsonValue>>()
  })

  test('a path the API has itself comes before a pattern that would take it', () => {
    expectTypeOf<ApiAnswer<'/v1/posts/tags'>>().not.toEqualTypeOf<ApiAnswer<'/v1/posts/:slug'>>()
    expectTypeOf<ApiAnswer<`/v1/posts/${string}`>>().toEqualTypeOf<ApiAnswer<'/v1/posts/:slug'>>()
  })
})

describe('calls', () => {
  test('a call answers as its route, with the path written whole', async () => {
    const slug: string = 'novyj-sajt'
    expectTypeOf(await api(`/v1/services/${slug}`)).toEqualTypeOf<ApiAnswer<'/v1/services/:category'>>()
    expectTypeOf(await api('/v1/users', { method: 'PATCH', body: { name: 'Анна' } })).toEqualTypeOf<ApiAnswer<'/v1/profile'>>()
    expectTypeOf(await api(`/v1/sessions/${1}`, { method: 'DELETE' })).toEqualTypeOf<undefined>()
  })

  test('a call the API does not answer does not compile', async () => {
    // @ts-expect-error: no such endpoint
    await api('/v1/post/tags')
    // @ts-expect-error: the list of posts takes no DELETE
    await api('/v1/posts', { method: 'DELETE' })
    // @ts-expect-error: one segment too many for /v1/posts/:slug
    await api(`/v1/posts/${'a'}/${'b'}`)
    // @ts-expect-error: a file is a download, not an answer of api
    await api('/v1/profile/export')
  })

  test('a download names a file the API answers', () => {
    expectTypeOf(userDownload('/v1/profile/export', { returnPath: '/profile/' })).resolves.toEqualTypeOf<Response>()
    // @ts-expect-error: the profile is JSON, not a file
    void userDownload('/v1/profile', { returnPath: '/profile/' })
  })
})
