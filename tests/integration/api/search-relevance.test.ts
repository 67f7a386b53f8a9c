import { beforeAll, describe, expect, it } from 'vitest'
import { seed } from '#api/db/seed.ts'
import { SEARCH_QUERY_MAX_LENGTH, type SearchResults } from '#shared/contract/search.ts'
import { send } from './support/accounts.ts'
import { NO_ANSWER_QUERIES, RELEVANCE_CASES, type RelevanceCase } from './support/search-relevance-cases.ts'
import { createTestApi } from './support/test-api.ts'
import { useTestDatabase } from './support/test-database.ts'

/** The share of the first hits of every query that must be relevant. */
const MIN_RELEVANT_SHARE = 0.95
/** How many first hits of a query are judged: three, or fewer when the site holds fewer relevant items for it. */
const TOP = 3

interface Outcome {
  test: RelevanceCase
  /** The first hits judged: min(TOP, the number of items the set names relevant for the query). */
  judged: string[]
  relevant: number
  /** One of the answers looked for first is among the first TOP hits. */
  expectedFirst: boolean
}

// The site search on the demo content, judged as a person would: the relevance set is in
// support/search-relevance-cases.ts, read from the seed's texts.
describe('site search relevance on the demo content', () => {
  const database = useTestDatabase()
  let api: ReturnType<typeof createTestApi>

  beforeAll(async () => {
    await seed(database.db)
    // The set runs more searches than a visitor may make in a minute.
    api = createTestApi(database.db, { limits: { search: { points: 10_000, duration: 60 } } })
  })

  const search = async (q: string) => {
    const response = await send(api, 'GET', `/v1/search?q=${encodeURIComponent(q)}`)
    return { status: response.status, body: (await response.json()) as SearchResults & { errors?: Record<string, string[]> } }
  }

  it(`holds at least ${RELEVANCE_CASES.length >= 40 ? 'forty' : 'enough'} queries of every kind`, () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(40)
    const kinds = new Set(RELEVANCE_CASES.map((test) => test.kind))
    expect([...kinds].sort()).toEqual(['Latin', 'derived forms', 'keyboard layout', 'synonyms', 'titles', 'typos', 'word forms'])
  })

  it(`finds something for every query with an answer, and at least ${MIN_RELEVANT_SHARE * 100} % of the first ${TOP} hits are relevant`, async () => {
    const outcomes: Outcome[] = []
    for (const test of RELEVANCE_CASES) {
      const { status, body } = await search(test.q)
      expect(status, test.q).toBe(200)
      const wanted = new Set([...test.top, ...(test.also ?? [])])
      // A query whose site holds one relevant item cannot have three relevant hits: its first is judged.
      const judged = body.data.slice(0, Math.min(TOP, wanted.size)).map((hit) => hit.url)
      outcomes.push({
        test,
        judged,
        relevant: judged.filter((url) => wanted.has(url)).length,
        expectedFirst: body.data.slice(0, TOP).some((hit) => test.top.includes(hit.url)),
      })
    }
    const shown = outcomes.reduce((sum, outcome) => sum + outcome.judged.length, 0)
    const relevant = outcomes.reduce((sum, outcome) => sum + outcome.relevant, 0)
    const share = shown === 0 ? 0 : relevant / shown
    const expectedFirst = outcomes.filter((outcome) => outcome.expectedFirst).length / outcomes.length
    const failing = outcomes.filter(
      (outcome) => outcome.judged.length === 0 || outcome.relevant < outcome.judged.length || !outcome.expectedFirst,
    )
    const report = [
      `relevant ${relevant} of ${shown} first hits (${(share * 100).toFixed(1)} %); an answer looked for first among the first ${TOP} for ${(expectedFirst * 100).toFixed(1)} % of ${outcomes.length} queries; queries that miss:`,
      ...failing.map(
        ({ test, judged }) =>
          `  «${test.q}» (${test.kind}): ${judged.length ? judged.join(', ') : 'nothing found'}; looked for first: ${test.top.join(', ')}`,
      ),
    ].join('\n')
    expect(
      outcomes.filter((outcome) => outcome.judged.length === 0).map((outcome) => outcome.test.q),
      report,
    ).toEqual([])
    expect(share, report).toBeGreaterThanOrEqual(MIN_RELEVANT_SHARE)
    expect(expectedFirst, report).toBeGreaterThanOrEqual(MIN_RELEVANT_SHARE)
    console.info(report)
  })

  it('answers a query of one letter normally, and refuses an empty one with a Russian message', async () => {
    for (const q of NO_ANSWER_QUERIES) expect((await search(q)).status, q).toBe(200)
    const empty = await search('')
    expect(empty.status).toBe(422)
    expect(empty.body.errors?.q?.[0]).toMatch(/[а-я]/)
    expect((await search('а'.repeat(SEARCH_QUERY_MAX_LENGTH + 1))).status).toBe(422)
  })
})
