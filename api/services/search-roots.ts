// Words of one root: the stemmer reads «ускорить» as «ускор» and «ускорение» as «ускорен», which
// never meet. A stem's derivational ending is cut off and the others are put in its place, so the
// verb finds its noun and the noun its verb (decision 019).

/**
 * Derivational endings of Russian stems, as the Snowball stemmer leaves them: of verbs (ускоря,
 * интегрирова), verbal nouns (ускорен, интеграц), adjectives (доступн), nouns (поддержк). Nouns of
 * agent (разработчик) and of quality are not among them: «разработать» is not «разработчик».
 */
const ENDINGS = [
  'изирова',
  'ирован',
  'ирова',
  'изац',
  'ован',
  'ова',
  'ева',
  'ива',
  'ыва',
  'ени',
  'ен',
  'ан',
  'ац',
  'ост',
  'н',
  'к',
  'а',
  'я',
  'и',
  'е',
]

const CUT_ORDER = [...ENDINGS].sort((a, b) => b.length - a.length)

/**
 * Consonants that alternate at the end of a root between a verb and its noun (продвиГать —
 * продвиЖение, обраБотка — обраБотать, отвеТить — отвеЧать).
 */
const ALTERNATES: Record<string, string[]> = {
  г: ['ж'],
  ж: ['г', 'з', 'д'],
  з: ['ж'],
  к: ['ч'],
  ч: ['к', 'т'],
  х: ['ш'],
  ш: ['х', 'с'],
  с: ['ш'],
  д: ['ж'],
  т: ['ч', 'щ'],
  щ: ['т'],
}

/** Shorter roots begin too many unrelated words («цен» — цена, центр). */
const MIN_ROOT_LENGTH = 4

/** The root of a Russian stem: the stem without its derivational ending (`ускорен` → `ускор`); null when too short or not Russian. */
export function rootOf(stem: string): string | null {
  if (!/^[а-яё]+$/.test(stem)) return null
  const ending = CUT_ORDER.find((candidate) => stem.endsWith(candidate) && stem.length - candidate.length >= MIN_ROOT_LENGTH)
  const root = ending ? stem.slice(0, -ending.length) : stem
  return root.length >= MIN_ROOT_LENGTH ? root : null
}

/**
 * The stems of the words of one root with a Russian stem, itself included: the root with each
 * derivational ending, and with the root's last consonant alternated (`продвига` → `продвижен`,
 * `ускорить` → `ускорен`, `ускоря`). Most of them are no word at all, which costs nothing: they are
 * alternatives of a tsquery. Empty for a stem that is not Russian or too short.
 */
export function derivedStems(stem: string): string[] {
  const root = rootOf(stem)
  if (!root) return []
  const last = root.at(-1)!
  const roots = [root, ...(ALTERNATES[last] ?? []).map((other) => root.slice(0, -1) + other)]
  return [...new Set([stem, ...roots.flatMap((each) => ['', ...ENDINGS].map((ending) => each + ending))])]
}
