export type PageItem = number | 'gap'

/** The page numbers to show: first, last, and the current one with its neighbours, gaps between. */
export function pageWindow(current: number, last: number, neighbours = 1): PageItem[] {
  const pages = new Set([1, last])
  for (let page = current - neighbours; page <= current + neighbours; page++) {
    if (page >= 1 && page <= last) pages.add(page)
  }
  const sorted = [...pages].sort((a, b) => a - b)
  const items: PageItem[] = []
  for (const page of sorted) {
    const previous = items.at(-1)
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1)
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap')
    items.push(page)
  }
  return items
}
