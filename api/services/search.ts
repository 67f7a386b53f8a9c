// The site search: PostgreSQL full-text search over the published items (decision 019).
import { eq, type SQL, sql } from 'drizzle-orm'
import {
  SEARCH_PER_PAGE,
  SEARCH_SUGGESTIONS_MAX,
  SEARCH_TYPES,
  type SearchHit,
  type SearchResults,
  type SearchSuggestion,
  type SearchType,
} from '#shared/contract/search.ts'
import { type Database, resultRows } from '../db/client.ts'
import { readContentVersion } from '../db/content-version.ts'
import { searchSynonyms, searchVocabulary, searchWords } from '../db/schema/index.ts'
import { paginate } from '../http/pagination.ts'
import { readSearchQuery } from './search-reading.ts'
import { cyrillicReading, latinReading } from './search-transliteration.ts'
import { addressOf, imageOf, publicItems, type SourceRow } from './search-sources.ts'
import { quoteLexeme, type SearchTsquery } from './search-tsquery.ts'
import {
  fromEnglishLayout,
  fromEnglishLayoutQuery,
  MARK_START,
  MARK_STOP,
  parseSnippet,
  prefixTsquery,
  queryTokens,
  queryWords,
  replaceTokens,
  withEllipses,
} from './search-text.ts'

/** A tsquery built by search-tsquery.ts, always a bound parameter; '' (nothing to look for) matches nothing. */
const tsquery = (text: string) => sql`${text}::tsquery`

/**
 * A short fragment around the matches: up to two pieces of about 8–20 words. Marks are control
 * characters that the indexed text cannot hold (search_plain_text), so no text passes for a mark.
 */
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_STOP}, MinWords=8, MaxWords=20, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`

/** How much of each end of an item's text is read to tell whether its snippet starts or ends inside it. */
const SNIPPET_EDGE = 120

/**
 * The order of hits: the item whose title is the query itself (its words and no others); then one
 * whose title holds the whole query as typed; then one whose title holds it as read (roots,
 * readings, synonyms); then by cover density over the weighted vector (title A above summary B
 * above body C), the words as typed counting twice; the newer first on a tie.
 */
const HIT_ORDER = sql`named desc, in_title desc, read_in_title desc, title_score desc, rank desc, published_at desc nulls last, kind, id`

/**
 * ts_rank_cd divided by 1 + the logarithm of the item's length: a word in a short service page says
 * more about it than the same word once in a long article.
 */
const RANK_NORMALIZATION = 1

/**
 * A news item reports something once; a service, a project or a page says what it says for as long
 * as it is on the site. Of two items that hold the query alike, the news item ranks lower.
 */
const NEWS_WEIGHT = 0.8

/** With fewer hits than this, a query gets a «Возможно, вы искали…» when a spelling finds more. */
const SUGGEST_BELOW = 3
/** Words shorter than this are too short to tell a typo from another word. */
const MIN_CORRECTED_WORD = 3

type Counts = Record<SearchType, number>

const noCounts = () => Object.fromEntries(SEARCH_TYPES.map((type) => [type, 0])) as Counts

async function countMatches(db: Database, query: SearchTsquery, now: Date): Promise<Counts> {
  const counts = noCounts()
  if (query.expanded === '') return counts
  const rows = resultRows<{ type: SearchType; n: number }>(
    await db.execute(sql`select type, count(*)::int as n from ${publicItems(now, ['type', 'vector'])} as items
      where vector @@ ${tsquery(query.expanded)} group by type`),
  )
  for (const row of rows) counts[row.type] = Number(row.n)
  return counts
}

/**
 * How much each word of the query tells items apart: ln(items / items that hold it), nothing for a
 * word half the items hold or more («сайт»): a rare word in a title says the item is about it.
 */
async function wordWeights(db: Database, parts: string[], now: Date): Promise<number[]> {
  if (parts.length === 0) return []
  const counted = sql.join(
    parts.map((part, index) => sql`count(*) filter (where vector @@ ${tsquery(part)})::float8 as ${sql.identifier(`part_${index}`)}`),
    sql`, `,
  )
  const [row] = resultRows<Record<string, number>>(
    await db.execute(sql`select count(*)::float8 as total, ${counted} from ${publicItems(now, ['vector'])} as items`),
  )
  const all = Math.max(Number(row?.total ?? 0), 1)
  return parts.map((_, index) => {
    const holding = Math.max(Number(row?.[`part_${index}`] ?? 0), 1)
    // A word half the items hold or more tells no title from another.
    return holding * 2 > all ? 0 : Math.log(all / holding)
  })
}

/** What an item's title says of the query: nothing for a query of stop words only. */
function titleMatches(query: SearchTsquery, weights: number[]) {
  const title = sql`ts_filter(vector, '{a}')`
  const inTitle = query.plain === '' ? sql`false` : sql`${title} @@ ${tsquery(query.plain)}`
  // The title's words, hyphenated wholes aside (their parts are words of their own).
  const titleWords = sql`(select count(*) from unnest(tsvector_to_array(${title})) as lexeme where strpos(lexeme, '-') = 0)`
  const named =
    query.named.length === 0
      ? sql`false`
      : sql.join(
          query.named.map(
            (lexemes) => sql`(${titleWords} = ${lexemes.length} and ${title} @@ ${tsquery(lexemes.map(quoteLexeme).join(' & '))})`,
          ),
          sql` or `,
        )
  const titleScore =
    query.parts.length === 0
      ? sql`0`
      : sql.join(
          query.parts.map((part, index) => sql`(${title} @@ ${tsquery(part)})::int * ${weights[index] ?? 0}::float8`),
          sql` + `,
        )
  return { inTitle, named: sql`(${named})`, titleScore }
}

const total = (counts: Counts, type?: SearchType) => (type ? counts[type] : Object.values(counts).reduce((sum, n) => sum + n, 0))

interface HitRow extends SourceRow {
  published_ms: number | null
  image: unknown
  headline: string
  text_start: string
  text_end: string
}

async function pageOfHits(db: Database, query: SearchTsquery, type: SearchType | undefined, now: Date, limit: number, offset: number) {
  const items = publicItems(now, ['type', 'id', 'title', 'slug', 'parent', 'publishedAt', 'image', 'text', 'vector'], type)
  const { inTitle, named, titleScore } = titleMatches(query, await wordWeights(db, query.parts, now))
  const plainRank = query.plain === '' ? sql`0` : sql`ts_rank_cd(vector, ${tsquery(query.plain)}, ${RANK_NORMALIZATION}::int)`
  // The snippet is cut only for the page's own hits, after they are chosen.
  const rows = resultRows<HitRow>(
    await db.execute(sql`select kind, type, id, title, slug, parent, image,
        (extract(epoch from published_at) * 1000)::float8 as published_ms,
        ts_headline('ru_unaccent', text, ${tsquery(query.expanded)}, ${HEADLINE_OPTIONS}) as headline,
        left(text, ${SNIPPET_EDGE}::int) as text_start, right(text, ${SNIPPET_EDGE}::int) as text_end
      from (
        select *, ${named} as named, ${inTitle} as in_title, ts_filter(vector, '{a}') @@ ${tsquery(query.expanded)} as read_in_title,
          ${titleScore} as title_score,
          (2 * ${plainRank} + ts_rank_cd(vector, ${tsquery(query.expanded)}, ${RANK_NORMALIZATION}::int))
            * case when type = 'news' then ${NEWS_WEIGHT}::float8 else 1 end as rank
        from ${items} as items
        where vector @@ ${tsquery(query.expanded)}
        order by ${HIT_ORDER} limit ${limit} offset ${offset}
      ) as hits
      order by ${HIT_ORDER}`),
  )
  return rows.map(
    (row): SearchHit => ({
      type: row.type,
      title: row.title,
      url: addressOf(row),
      snippet: withEllipses(parseSnippet(row.headline ?? ''), row.text_start ?? '', row.text_end ?? ''),
      published_at:
        (row.type === 'news' || row.type === 'articles') && row.published_ms !== null
          ? new Date(Number(row.published_ms)).toISOString()
          : null,
      image: imageOf(row.image),
    }),
  )
}

/**
 * One page of hits for a query (already normalized), with the counts per type and, when it finds
 * little, a better spelling. A query that finds nothing at all is answered with what its better
 * spelling finds, unless `exact` asks for the query's own answer.
 */
export async function search(
  db: Database,
  { query, type, page, exact = false }: { query: string; type?: SearchType; page: number; exact?: boolean },
  now = new Date(),
): Promise<SearchResults> {
  const read = await readSearchQuery(db, query)
  const typedCounts = await countMatches(db, read, now)
  const found = total(typedCounts)
  const better = found < SUGGEST_BELOW ? await betterSpelling(db, query, found, now) : null
  const corrected = found === 0 && better !== null && !exact
  const searched = corrected ? better.read : read
  const counts = corrected ? better.counts : typedCounts
  const results = await paginate(
    { page, perPage: SEARCH_PER_PAGE },
    async () => total(counts, type),
    (limit, offset) => pageOfHits(db, searched, type, now, limit, offset),
  )
  return {
    ...results,
    query,
    counts,
    suggestion: better?.query ?? null,
    suggestion_source: better?.source ?? null,
    corrected,
  }
}

/** How a word is compared with the site's words: lower case, ё as е (as simple_unaccent reads them). */
const comparable = (word: string) => word.toLowerCase().replaceAll('ё', 'е')

/** How a form of a token came about: as typed, read in the Russian layout, or read in the other alphabet. */
type FormSource = 'typed' | 'layout' | 'transliteration'

/**
 * The forms of a token worth looking up: the word as typed, what its keys say in the Russian layout,
 * and its reading in the other alphabet (`redizain` → `редизаин`, `вордпресс` → `vordpress`).
 */
function formsOf(token: string): { form: string; source: FormSource }[] {
  const forms: { form: string; source: FormSource }[] = []
  if (/^[\p{L}]+$/u.test(token) && token !== 'or') forms.push({ form: comparable(token), source: 'typed' })
  const russian = fromEnglishLayout(token)
  if (russian) forms.push({ form: comparable(russian), source: 'layout' })
  const reading = cyrillicReading(token) ?? latinReading(token)
  if (reading) forms.push({ form: comparable(reading), source: 'transliteration' })
  return forms.filter(({ form }) => form.length >= MIN_CORRECTED_WORD)
}

/** A better spelling of a query: the corrected query, how its words came about, what it finds. */
interface BetterSpelling {
  query: string
  source: 'layout' | 'transliteration' | 'spelling'
  read: SearchTsquery
  counts: Counts
}

/**
 * «Возможно, вы искали…»: each token of the query that is not a word of the site's text becomes the
 * word it was meant to be: the same keys in the Russian layout, or its reading in the other
 * alphabet, when that is a word of the site; or else the most similar word the site uses (pg_trgm)
 * to any of its forms, when one is similar enough. The corrected query is offered only when it
 * finds more than the query did.
 */
async function betterSpelling(db: Database, query: string, found: number, now: Date): Promise<BetterSpelling | null> {
  const candidates = queryTokens(query).flatMap((token) => formsOf(token).map((form) => ({ token, ...form })))
  if (candidates.length === 0) return null
  await ensureVocabulary(db)
  const typed = sql.join(
    candidates.map(({ token, form, source }) => sql`(${token}, ${form}, ${source})`),
    sql`, `,
  )
  const rows = resultRows<{
    token: string
    form: string
    source: FormSource
    known: boolean
    closest: string | null
    distance: number | null
  }>(
    await db.execute(sql`select typed.token, typed.form, typed.source,
        exists (select 1 from ${searchWords} where ${searchWords.word} = typed.form) as known,
        closest.word as closest, (closest.word <-> typed.form)::float8 as distance
      from (values ${typed}) as typed(token, form, source)
      left join lateral (select ${searchWords.word} as word from ${searchWords} where ${searchWords.word} % typed.form
        order by ${searchWords.word} <-> typed.form, ${searchWords.word} limit 1) as closest on true`),
  )
  const replacements = new Map<string, string>()
  const sources = new Set<FormSource>()
  for (const token of new Set(rows.map((row) => row.token))) {
    const forms = rows.filter((row) => row.token === token)
    if (forms.some((row) => row.known && row.source === 'typed')) continue
    const meant =
      forms.find((row) => row.known && row.source === 'layout') ?? forms.find((row) => row.known && row.source === 'transliteration')
    const closest = forms.filter((row) => row.closest !== null).sort((a, b) => Number(a.distance) - Number(b.distance))[0]
    const replacement = meant?.form ?? closest?.closest
    if (!replacement) continue
    replacements.set(token, replacement)
    // A word read in the Russian layout or the other alphabet, as it is or then corrected, was no typo.
    sources.add((meant ?? closest)!.source)
  }
  if (replacements.size === 0) return null
  const corrected = replaceTokens(query, replacements)
  const read = await readSearchQuery(db, corrected)
  const counts = await countMatches(db, read, now)
  if (total(counts) <= found) return null
  const source = sources.has('layout') ? 'layout' : sources.has('transliteration') ? 'transliteration' : 'spelling'
  return { query: corrected, source, read, counts }
}

/**
 * The text of every published item, and the terms of the synonym groups (a misspelt «техподдрежка»
 * is corrected to the synonym, which then finds what its group does): the words of the vocabulary.
 */
const vocabularyText = (now: Date): SQL =>
  sql`select concat_ws(' ', title, text) as text from ${publicItems(now, ['title', 'text'])} as items
    union all select array_to_string(${searchSynonyms.terms}, ' ') from ${searchSynonyms}`

/**
 * Keeps `search_words` to the words of the published content at the current content version:
 * rebuilt (in one transaction, readers keep the old words meanwhile) when the content has changed
 * since, which costs one read of the whole content per change rather than per query.
 */
async function ensureVocabulary(db: Database, now = new Date()): Promise<void> {
  const version = await readContentVersion(db)
  const [state] = await db.select({ version: searchVocabulary.contentVersion }).from(searchVocabulary).where(eq(searchVocabulary.id, 1))
  if (state?.version === version) return
  await db.transaction(async (tx) => {
    // One rebuild at a time; whoever waited finds the words already built.
    const [locked] = await tx
      .select({ version: searchVocabulary.contentVersion })
      .from(searchVocabulary)
      .where(eq(searchVocabulary.id, 1))
      .for('update')
    if (locked?.version === version) return
    await tx.delete(searchWords)
    await tx.execute(sql`insert into ${searchWords} (word)
      select distinct word from (
        select unnest(tsvector_to_array(to_tsvector('simple_unaccent', texts.text))) as word from (${vocabularyText(now)}) as texts
      ) as words
      where char_length(word) between ${MIN_CORRECTED_WORD} and 40 and word !~ '[0-9]'`)
    await tx
      .insert(searchVocabulary)
      .values({ id: 1, contentVersion: version, builtAt: now })
      .onConflictDoUpdate({ target: searchVocabulary.id, set: { contentVersion: version, builtAt: now } })
  })
}

/** Published items whose title holds the words of `query`, the last one as a prefix, best first. */
async function titlesMatching(db: Database, query: string, now: Date): Promise<SearchSuggestion[]> {
  const prefix = prefixTsquery(queryWords(query))
  if (!prefix) return []
  const rows = resultRows<SourceRow>(
    await db.execute(sql`select kind, type, id, title, slug, parent, published_at
      from ${publicItems(now, ['type', 'id', 'title', 'slug', 'parent', 'publishedAt'])} as items
      where to_tsvector('simple_unaccent', title) @@ to_tsquery('simple_unaccent', ${prefix})
      order by word_similarity(${query}, title) desc, similarity(${query}, title) desc, published_at desc nulls last, kind, id
      limit ${SEARCH_SUGGESTIONS_MAX}`),
  )
  return rows.map((row) => ({ type: row.type, title: row.title, url: addressOf(row) }))
}

/**
 * While typing: items whose title holds the words typed so far, the last one as a prefix (not
 * stemmed: it may be half a word). Best first: the title with a part most like the query (pg_trgm
 * word similarity), then the title most like it as a whole (the shorter of two that hold it).
 * When the text as typed matches no title, its words typed with the English layout on are read in
 * the Russian one (`ljcnegy` → `доступ`), as the search itself does.
 */
export async function suggest(db: Database, query: string, now = new Date()): Promise<SearchSuggestion[]> {
  const typed = await titlesMatching(db, query, now)
  const russian = typed.length === 0 ? fromEnglishLayoutQuery(query) : null
  return russian ? titlesMatching(db, russian, now) : typed
}
