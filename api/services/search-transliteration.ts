// A word read in the other alphabet: a Russian word typed in Latin letters («bitrix», «sajt»), and a
// Latin name typed in Cyrillic («вордпресс»). A reading, not a standard: good enough to find the word.

/** Latin letter groups as people type Russian with them, longest first where they overlap. */
const LATIN_GROUPS: [string, string][] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yo', 'ё'],
  ['jo', 'ё'],
  ['yu', 'ю'],
  ['ju', 'ю'],
  ['ya', 'я'],
  ['ja', 'я'],
  ['ye', 'е'],
  ['x', 'кс'],
]

const LATIN_LETTERS: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'к',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'й',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  y: 'ы',
  z: 'з',
}

const VOWELS = new Set([...'aeiouy'])

/**
 * The Cyrillic reading of a word typed in Latin letters (`bitrix` → `битрикс`, `korporativnyj` →
 * `корпоративный`); null for a word with no Latin letter or with a letter of another alphabet.
 * `c` before e, i, y is `ц`, otherwise `к`; `y` after a vowel is `й`, otherwise `ы`; `'` is `ь`.
 */
export function cyrillicReading(word: string): string | null {
  const text = word.toLowerCase()
  if (!/[a-z]/.test(text) || !/^[a-z0-9']+$/.test(text)) return null
  let reading = ''
  let index = 0
  while (index < text.length) {
    const group = LATIN_GROUPS.find(([latin]) => text.startsWith(latin, index))
    if (group) {
      reading += group[1]
      index += group[0].length
      continue
    }
    const letter = text[index]!
    const next = text[index + 1] ?? ''
    const previous = text[index - 1] ?? ''
    if (letter === 'c') reading += 'eiy'.includes(next) && next !== '' ? 'ц' : 'к'
    else if (letter === 'y') reading += VOWELS.has(previous) ? 'й' : 'ы'
    else if (letter === "'") reading += 'ь'
    else reading += LATIN_LETTERS[letter] ?? letter
    index += 1
  }
  return reading
}

const CYRILLIC_LETTERS: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
}

/**
 * The Latin reading of a word typed in Cyrillic (`вордпресс` → `vordpress`): compared by similarity
 * with the Latin words of the site, it finds the name that was meant. Null for a word with no
 * Cyrillic letter or with a letter of another alphabet.
 */
export function latinReading(word: string): string | null {
  const text = word.toLowerCase()
  if (!/[а-яё]/.test(text) || !/^[а-яё0-9]+$/.test(text)) return null
  return [...text].map((letter) => CYRILLIC_LETTERS[letter] ?? letter).join('')
}
