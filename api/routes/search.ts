import { Hono } from 'hono'
import * as v from 'valibot'
import { SEARCH_PER_PAGE, SEARCH_QUERY_MAX_LENGTH, SEARCH_TYPES } from '#shared/contract/search.ts'
import type { LimitName } from '../auth/limits.ts'
import { consumeLimit, visitorKey } from '../auth/rate-limits.ts'
import { identifyToken } from '../auth/require-token.ts'
import type { ApiEnv } from '../context.ts'
import { clientIp } from '../http/client-ip.ts'
import { paginationQuery } from '../http/pagination.ts'
import { search, suggest } from '../services/search.ts'
import { normalizeQuery } from '../services/search-text.ts'
import { validate } from '../validation.ts'
import { createMiddleware } from 'hono/factory'

const TOO_LONG = `Запрос слишком длинный: не больше ${SEARCH_QUERY_MAX_LENGTH} символов.`

/** The query as searched: spaces collapsed, none at the ends, within the length limit. */
const QueryRule = v.pipe(v.string('Введите, что найти.'), v.transform(normalizeQuery), v.maxLength(SEARCH_QUERY_MAX_LENGTH, TOO_LONG))

const SearchQuery = v.object({
  q: v.pipe(v.optional(QueryRule, ''), v.minLength(1, 'Введите, что найти.')),
  type: v.optional(v.picklist(SEARCH_TYPES, 'Такого раздела в поиске нет.')),
  page: paginationQuery(SEARCH_PER_PAGE).page,
  /** `exact=1`: the query's own answer even when it finds nothing, never its better spelling's. */
  exact: v.optional(v.picklist(['1'], 'exact: укажите 1 или не указывайте вовсе.')),
})

const SuggestionsQuery = v.object({ q: v.optional(QueryRule, '') })

/**
 * Counts the request against the visitor's limit before anything else, bad input included: a
 * signed-in visitor by their account, anyone else by IP (the site's own token names the visitor's).
 */
const limitPerVisitor = (limit: LimitName) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const userId = c.var.identity?.userId
    await consumeLimit(c, c.var.limiters[limit], userId ? visitorKey(userId) : clientIp(c), 'Слишком много поисковых запросов.')
    await next()
  })

/** Suggestions start from the second character typed: one letter matches nearly every title. */
const SUGGEST_FROM_LENGTH = 2

export const searchRoutes = new Hono<ApiEnv>()
  .get('/', identifyToken, limitPerVisitor('search'), validate('query', SearchQuery), async (c) => {
    const { q, type, page, exact } = c.req.valid('query')
    return c.json(await search(c.var.db, { query: q, type, page, exact: exact === '1' }))
  })
  .get('/suggestions', identifyToken, limitPerVisitor('searchSuggestions'), validate('query', SuggestionsQuery), async (c) => {
    const { q } = c.req.valid('query')
    return c.json({ data: q.length < SUGGEST_FROM_LENGTH ? [] : await suggest(c.var.db, q) })
  })
