// Addresses and anchors from Russian words: the transliteration the agency's addresses use
// (новый сайт -> novyj-sajt), so that a suggested address reads like the ones typed by hand.
const LETTERS: Record<string, string> = {
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
  й: 'j',
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
  х: 'h',
  ц: 'c',
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

/** The longest address the content rules take. */
const SLUG_MAX_LENGTH = 120

/**
 * A slug from any text: Cyrillic transliterated, other accents dropped, every run of anything but
 * Latin letters and digits one hyphen, cut at a word's end to `max` characters. Empty when the
 * text has no letters or digits at all.
 */
export function slugify(text: string, max = SLUG_MAX_LENGTH): string {
  // Cyrillic first (й and ё are letters of their own, not и and е with a mark), then the marks of
  // other accented letters go (é -> e).
  const latin = [...text.toLowerCase().normalize('NFC')]
    .map((char) => LETTERS[char] ?? char)
    .join('')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
  const slug = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  if (slug.length <= max) return slug
  const cut = slug.slice(0, max + 1)
  const lastHyphen = cut.lastIndexOf('-')
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : slug.slice(0, max)).replace(/-+$/, '')
}
