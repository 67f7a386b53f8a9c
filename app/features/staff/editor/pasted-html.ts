/**
 * Headings a body has no level for take the nearest one it has: a document's title (h1, what Word
 * and Google Docs call «Заголовок 1») becomes a section (h2), and h4 to h6 become subsections (h3).
 * Without this the editor's schema would keep their words as plain paragraphs. Their attributes
 * stay behind: a document's own ids (Word's `_Toc…`) are no anchors of ours, the editor makes those.
 */
const BODY_HEADING: Record<string, 'h2' | 'h3'> = { H1: 'h2', H4: 'h3', H5: 'h3', H6: 'h3' }

/**
 * Where a pasted tag's style is read from. The HTML is parsed in the staff area's page, whose Content
 * Security Policy refuses (and reports) every inline style an element gets, in a parsed document too:
 * the attribute is renamed in the text before parsing, so no element ever has one.
 */
const PASTED_STYLE = 'data-pasted-style'
const STYLE_ATTRIBUTE = /(<[a-z][^>]*?\s)style\s*=/gi

const BOLD_STYLE = /font-weight\s*:\s*(bold|bolder|[6-9]00)\b/i
const NORMAL_WEIGHT = /font-weight\s*:\s*(normal|[1-4]00)\b/i
const ITALIC_STYLE = /font-style\s*:\s*italic\b/i

/** Moves an element's children into a new element of `tag` in its place. */
function rename(element: Element, tag: string): Element {
  const replacement = element.ownerDocument.createElement(tag)
  replacement.append(...element.childNodes)
  element.replaceWith(replacement)
  return replacement
}

/** Wraps an element's children in `tag` (a span's bold becomes a <strong> inside it). */
function wrapChildren(element: Element, tag: string) {
  const wrapper = element.ownerDocument.createElement(tag)
  wrapper.append(...element.childNodes)
  element.append(wrapper)
}

/**
 * Emphasis written as styles becomes the tags the body keeps, and every inline style goes: Google
 * Docs marks bold and italic words with styled spans (and wraps its whole clipboard in a `<b>` of
 * normal weight, which is no bold at all), while the staff area's Content Security Policy refuses
 * inline styles, so the editor could not read them anyway.
 */
function emphasisFromStyles(body: HTMLElement) {
  for (const element of body.querySelectorAll('b')) {
    if (NORMAL_WEIGHT.test(element.getAttribute(PASTED_STYLE) ?? '')) element.replaceWith(...element.childNodes)
  }
  for (const element of body.querySelectorAll(`[${PASTED_STYLE}]`)) {
    const style = element.getAttribute(PASTED_STYLE) ?? ''
    element.removeAttribute(PASTED_STYLE)
    if (/^(B|STRONG|H\d|TH)$/.test(element.tagName)) continue
    if (BOLD_STYLE.test(style)) wrapChildren(element, 'strong')
    if (ITALIC_STYLE.test(style)) wrapChildren(element.querySelector(':scope > strong') ?? element, 'em')
  }
}

/**
 * Pasted HTML (from Word, Google Docs, a web page) as the editor should read it. The editor's schema
 * then keeps only what a body may hold (headings, lists, links, tables, bold, italic), and the
 * server's sanitizer cleans the body again when it is saved. The document parsed here is inert: its
 * scripts do not run and its images do not load.
 */
export function pastedHtmlForBody(html: string): string {
  const document = new DOMParser().parseFromString(html.replace(STYLE_ATTRIBUTE, `$1${PASTED_STYLE}=`), 'text/html')
  emphasisFromStyles(document.body)
  for (const heading of document.body.querySelectorAll('h1, h4, h5, h6')) {
    const level = BODY_HEADING[heading.tagName]
    if (level) rename(heading, level)
  }
  return document.body.innerHTML
}
