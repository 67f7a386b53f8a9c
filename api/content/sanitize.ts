import sanitizeHtml from 'sanitize-html'
import { MAX_INPUT_DEPTH } from '#shared/input-depth.ts'

// What an editor may use in a body: structure, emphasis, links, images, quotes, tables, code.
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'b',
    'i',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'cite',
    'figure',
    'figcaption',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'code',
    'pre',
    'kbd',
    'abbr',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    h2: ['id'],
    h3: ['id'],
  },
  // Tags nested deeper are dropped (their text stays): every page that shows a body reads it with
  // walks that call themselves once a level, which thousands of levels would overflow.
  nestingLimit: MAX_INPUT_DEPTH,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // External links open safely; internal ones stay as they are.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '')
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs,
      }
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
}

/**
 * Cleans HTML before it is stored (post, service, page bodies): scripts, event handlers, styles,
 * iframes and javascript:/data: URLs are removed, and so are tags nested past MAX_INPUT_DEPTH.
 * Relative image and link paths are kept.
 */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, options).trim()
}
