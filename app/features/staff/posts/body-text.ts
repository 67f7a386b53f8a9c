import { collapseSpaces, NO_TEXT, TEXT_BLOCKS } from '#app/features/posts/text-blocks.ts'

/** The raw text of a node's children, read by the same rule as the site's server reads a body. */
function textOf(node: Node): string {
  let text = ''
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) text += child.nodeValue ?? ''
    else if (child.nodeType === Node.ELEMENT_NODE) {
      const name = (child as Element).localName
      if (NO_TEXT.has(name)) continue
      const block = TEXT_BLOCKS.has(name)
      text += `${block ? ' ' : ''}${textOf(child)}${block ? ' ' : ''}`
    }
  }
  return text
}

/**
 * The text of a body in the editor, for two versions side by side: read by the browser's own HTML
 * parser (which runs no script and loads nothing), so the staff screen carries no parser of its own.
 */
export const bodyText = (html: string): string => collapseSpaces(textOf(new DOMParser().parseFromString(html, 'text/html').body))
