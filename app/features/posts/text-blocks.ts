// How the text of an HTML fragment is read, whichever parser reads it (htmlparser2 on the site's
// server, the browser's own in a staff screen): the words of its text nodes, with the elements that
// start a new line of text read as a space, so that words on either side of them stay apart.

/** Elements whose start and end part words; inline ones (a, em, strong…) do not. */
export const TEXT_BLOCKS: ReadonlySet<string> = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'img',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
])

/** Elements whose content is no text to read. */
export const NO_TEXT: ReadonlySet<string> = new Set(['script', 'style', 'template'])

/** Runs of whitespace (a no-break space excepted) as one space, and none at the ends. */
export const collapseSpaces = (text: string): string => text.replace(/[^\S\u00a0]+/g, ' ').trim()
