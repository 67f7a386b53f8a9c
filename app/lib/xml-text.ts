// Text inside the XML documents the site writes by hand (feeds, OpenSearch).

/** Characters XML 1.0 allows nowhere in a document: most control characters, lone surrogates, U+FFFE and U+FFFF. */
const NOT_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

const MARKUP_CHARACTERS: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * Plain text as markup that shows it as it is: `&`, `<`, `>` and quotes written as references. The
 * same in XML and in HTML, so it also turns text into HTML that reads as that text.
 */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (character) => MARKUP_CHARACTERS[character]!)

/** Text as an XML element's content or attribute value: escaped, and without the characters XML forbids. */
export const xmlText = (text: string) => escapeMarkup(text.replace(NOT_IN_XML, ''))
