import type { ChainedCommands, Editor } from '@tiptap/react'

const buttonClass =
  'inline-flex min-h-9 items-center rounded-lg px-2.5 font-semibold text-ink text-sm transition-colors hover:bg-white disabled:opacity-40 aria-pressed:bg-brand-100 aria-pressed:text-brand-800'

/** Whether the table around the cursor starts with a row of headers (the public site labels each column's cells with them). */
export function tableHasHeaderRow(editor: Editor): boolean {
  const { $from } = editor.state.selection
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth)
    if (node.type.name === 'table') return node.firstChild?.firstChild?.type.name === 'tableHeader'
  }
  return false
}

/** A table of three columns, a row of headers and two rows to fill: the usual start of a comparison. */
export const insertStarterTable = (chain: ChainedCommands) => chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()

/**
 * The table's own tools, shown while the cursor is in a table: rows and columns added or removed
 * where the cursor is, the header row turned on or off, the table removed. Tab and Shift+Tab move
 * between cells; Tab in the last cell adds a row.
 */
export function RichTextTableBar({ editor, headerRow }: { editor: Editor; headerRow: boolean }) {
  const chain = () => editor.chain().focus()
  const tools: { label: string; run: () => boolean; pressed?: boolean }[] = [
    { label: 'Строка выше', run: () => chain().addRowBefore().run() },
    { label: 'Строка ниже', run: () => chain().addRowAfter().run() },
    { label: 'Столбец слева', run: () => chain().addColumnBefore().run() },
    { label: 'Столбец справа', run: () => chain().addColumnAfter().run() },
    { label: 'Удалить строку', run: () => chain().deleteRow().run() },
    { label: 'Удалить столбец', run: () => chain().deleteColumn().run() },
    { label: 'Строка заголовков', run: () => chain().toggleHeaderRow().run(), pressed: headerRow },
    { label: 'Удалить таблицу', run: () => chain().deleteTable().run() },
  ]
  return (
    <div
      role="toolbar"
      aria-label="Таблица"
      className="flex flex-wrap items-center gap-0.5 border border-line border-b-0 bg-surface px-1.5 py-1"
    >
      <span className="px-2 text-ink-muted text-sm">Таблица:</span>
      {tools.map(({ label, run, pressed }) => (
        <button
          key={label}
          type="button"
          aria-pressed={pressed}
          // The editor keeps its selection: a click here does not take focus from the cell.
          onMouseDown={(event) => event.preventDefault()}
          onClick={run}
          className={buttonClass}
        >
          {label}
        </button>
      ))}
    </div>
  )
}
