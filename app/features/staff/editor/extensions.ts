// What the rich-text editor can make: exactly what the server's sanitizer keeps of a body
// (api/content/sanitize.ts) and the public pages style: h2 and h3 with their ids (the table of
// contents), paragraphs, bold, italic, links, lists, quotes, line breaks, tables and images with
// their descriptions. Nothing else can be typed or pasted in (the schema drops it).
import { Extension, type Extensions, mergeAttributes } from '@tiptap/core'
import Image from '@tiptap/extension-image'
import Link from '@tiptap/extension-link'
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table'
import StarterKit from '@tiptap/starter-kit'

/** Links the sanitizer keeps: web addresses, mail, phone, and paths of this site. */
export const isAllowedHref = (href: string) =>
  /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[\d\s()-]+|\/(?!\/)[^\s]*|#[^\s]+)$/i.test(href.trim())

/** A heading keeps its id (anchors shared before keep working); a heading split in two does not copy it. */
const HeadingIds = Extension.create({
  name: 'headingIds',
  addGlobalAttributes() {
    return [
      {
        types: ['heading'],
        attributes: {
          id: {
            default: null,
            keepOnSplit: false,
            parseHTML: (element) => element.getAttribute('id'),
            renderHTML: (attributes) => (attributes.id ? { id: attributes.id } : {}),
          },
        },
      },
    ]
  },
})

/** An image with its source, description and size: a title the sanitizer would drop is not kept either. */
const BodyImage = Image.extend({
  addAttributes() {
    const { title: _title, ...kept } = this.parent?.() ?? {}
    return kept
  },
})

/**
 * A link ends where its words end: what is typed right after it (a full stop, the rest of the
 * sentence) is plain text. The stock link grows over typed text whenever autolink is on.
 */
const BodyLink = Link.extend({ inclusive: () => false }).configure({
  openOnClick: false,
  autolink: true,
  defaultProtocol: 'https',
  // The server decides: external links get rel and target there, internal ones stay plain.
  HTMLAttributes: { rel: null, target: null, class: null },
  isAllowedUri: (url) => isAllowedHref(url),
})

/**
 * A table as the public pages show it: rows of cells, the first row headers when asked for. No
 * widths or alignment: the site lays tables out itself (a phone shows a card per row), the
 * sanitizer drops inline styles, and the staff area's Content Security Policy refuses them.
 */
const BodyTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    const { style: _style, ...kept } = HTMLAttributes
    return ['table', mergeAttributes(this.options.HTMLAttributes, kept), ['tbody', 0]]
  },
}).configure({ resizable: false, View: null })

/** A cell's attributes without its alignment, which it would write as an inline style. */
function plainCellAttributes(parent: (() => Record<string, unknown>) | undefined) {
  const { align: _align, ...kept } = parent?.() ?? {}
  return kept
}
const BodyTableCell = TableCell.extend({
  addAttributes() {
    return plainCellAttributes(this.parent)
  },
})
const BodyTableHeader = TableHeader.extend({
  addAttributes() {
    return plainCellAttributes(this.parent)
  },
})

export const bodyExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    // Not offered: the public pages have no styles for them and editors do not write code.
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: false,
  }),
  BodyLink,
  BodyTable,
  TableRow,
  BodyTableHeader,
  BodyTableCell,
  BodyImage.configure({ inline: false, allowBase64: false }),
  HeadingIds,
]
