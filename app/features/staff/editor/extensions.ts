// What the rich-text editor can make: exactly what the server's sanitizer keeps of a body
// (api/content/sanitize.ts) and the public pages style: h2 and h3 with their ids (the table of
// contents), paragraphs, bold, italic, links, lists, quotes, line breaks and images with their
// descriptions. Nothing else can be typed or pasted in (the schema drops it).
import { Extension, type Extensions } from '@tiptap/core'
import Image from '@tiptap/extension-image'
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

export const bodyExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    // Not offered: the public pages have no styles for them and editors do not write code.
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // The server decides: external links get rel and target there, internal ones stay plain.
      HTMLAttributes: { rel: null, target: null, class: null },
      isAllowedUri: (url) => isAllowedHref(url),
    },
  }),
  BodyImage.configure({ inline: false, allowBase64: false }),
  HeadingIds,
]
