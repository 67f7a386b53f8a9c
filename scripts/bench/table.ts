export interface Column {
  title: string
  /** Text columns (names) line up on the left, figures on the right. */
  align?: 'left' | 'right'
  /** At least the title's width; a wider cell widens only its own row. */
  width?: number
}

/**
 * A table printed row by row as its figures come in: aligned columns for the terminal, or a
 * Markdown table (still aligned) to paste into docs/performance.md.
 */
export class Table {
  readonly #columns: Array<Required<Column>>
  readonly #markdown: boolean

  constructor(columns: Column[], { markdown = false } = {}) {
    this.#columns = columns.map((column) => ({ align: 'right', ...column, width: Math.max(column.width ?? 0, column.title.length) }))
    this.#markdown = markdown
  }

  /** The header line (and the Markdown separator line). */
  header(): string {
    const titles = this.#line(this.#columns.map((column) => column.title))
    if (!this.#markdown) return titles
    const rules = this.#columns.map((column) => (column.align === 'right' ? `${'-'.repeat(column.width - 1)}:` : '-'.repeat(column.width)))
    return `${titles}\n| ${rules.join(' | ')} |`
  }

  row(cells: Array<string | number>): string {
    return this.#line(cells.map(String))
  }

  #line(cells: string[]): string {
    const padded = this.#columns.map((column, index) => {
      const cell = cells[index] ?? ''
      return column.align === 'left' ? cell.padEnd(column.width) : cell.padStart(column.width)
    })
    return this.#markdown ? `| ${padded.join(' | ')} |` : padded.join('  ')
  }
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** 1804 → "1,804". */
export const formatCount = (value: number) => integer.format(value)

/** Latency in ms: whole numbers, thousands separated. */
export const formatLatency = (p50: number, p99: number) => `${formatCount(p50)} / ${formatCount(p99)}`

export const formatRatio = (value: number, ceiling: number) => (ceiling > 0 ? (value / ceiling).toFixed(2) : '–')
