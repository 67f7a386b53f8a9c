import type { ChainedCommands, Editor } from '@tiptap/react'
import { type KeyboardEvent, type ReactNode, useState } from 'react'
import { insertStarterTable, tableHasHeaderRow } from './RichTextTableBar.tsx'

const buttonClass =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg px-2.5 font-semibold text-ink text-sm transition-colors hover:bg-surface disabled:opacity-40 aria-pressed:bg-brand-100 aria-pressed:text-brand-800'

/** The first button, where Tab lands until another one is used. */
const FIRST_TOOL = 'Раздел (заголовок H2)'

function ToolButton({
  label,
  pressed,
  disabled,
  tabStop,
  onClick,
  children,
}: {
  /** What it does, for those who do not see the sign on it. */
  label: string
  pressed?: boolean
  disabled?: boolean
  /** The label of the button Tab lands on: the toolbar is one stop of the Tab key. */
  tabStop: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      tabIndex={tabStop === label ? 0 : -1}
      // The editor keeps its selection: a click on the toolbar does not take focus from the text.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={buttonClass}
    >
      {children}
    </button>
  )
}

const Divider = () => <span aria-hidden="true" className="mx-1 h-6 w-px self-center bg-line" />

/**
 * Drawn signs rather than emoji: a computer without a colour emoji font (many Linux desktops)
 * would show an empty box on the button.
 */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}

/**
 * Arrow keys, Home and End move between the toolbar's buttons (the keyboard pattern of a toolbar):
 * Tab goes from the toolbar straight on to the text instead of through a dozen buttons.
 */
function moveInToolbar(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')]
  const at = buttons.indexOf(event.target as HTMLButtonElement)
  if (at < 0) return
  const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key]
  if (next === undefined) return
  event.preventDefault()
  buttons[(next + buttons.length) % buttons.length]?.focus()
}

/** Which of the toolbar's buttons are pressed, and whether there is anything to undo or redo, where the cursor is. */
export interface ToolbarState {
  h2: boolean
  h3: boolean
  bold: boolean
  italic: boolean
  link: boolean
  bullet: boolean
  ordered: boolean
  quote: boolean
  /** The cursor is in a table: its own tools show (RichTextTableBar.tsx). */
  table: boolean
  headerRow: boolean
  canUndo: boolean
  canRedo: boolean
}

export const toolbarStateOf = (editor: Editor): ToolbarState => ({
  h2: editor.isActive('heading', { level: 2 }),
  h3: editor.isActive('heading', { level: 3 }),
  bold: editor.isActive('bold'),
  italic: editor.isActive('italic'),
  link: editor.isActive('link'),
  bullet: editor.isActive('bulletList'),
  ordered: editor.isActive('orderedList'),
  quote: editor.isActive('blockquote'),
  table: editor.isActive('table'),
  headerRow: tableHasHeaderRow(editor),
  canUndo: editor.can().undo(),
  canRedo: editor.can().redo(),
})

/** What each group of buttons works with: the editor's commands (the text keeps focus), where the cursor is, and the Tab stop. */
interface ToolGroupProps {
  chain: () => ChainedCommands
  state: ToolbarState
  tabStop: string
}

/** Sections and subsections: the headings the public table of contents is made of. */
function HeadingTools({ chain, state, tabStop }: ToolGroupProps) {
  return (
    <>
      <ToolButton tabStop={tabStop} label={FIRST_TOOL} pressed={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </ToolButton>
      <ToolButton
        tabStop={tabStop}
        label="Подраздел (заголовок H3)"
        pressed={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </ToolButton>
    </>
  )
}

/** Bold, italic and a link: marks on words. */
function InlineTools({ chain, state, tabStop, onLink }: ToolGroupProps & { onLink: () => void }) {
  return (
    <>
      <ToolButton tabStop={tabStop} label="Жирный" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <strong>Ж</strong>
      </ToolButton>
      <ToolButton tabStop={tabStop} label="Курсив" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <em>К</em>
      </ToolButton>
      <ToolButton tabStop={tabStop} label="Ссылка" pressed={state.link} onClick={onLink}>
        <Icon>
          <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
          <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
        </Icon>
      </ToolButton>
    </>
  )
}

/** Lists, a quote, a table and an image from the library: blocks of the text. */
function BlockTools({ chain, state, tabStop, onPickImage }: ToolGroupProps & { onPickImage: () => void }) {
  return (
    <>
      <ToolButton tabStop={tabStop} label="Маркированный список" pressed={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        • ≡
      </ToolButton>
      <ToolButton tabStop={tabStop} label="Нумерованный список" pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        1. ≡
      </ToolButton>
      <ToolButton tabStop={tabStop} label="Цитата" pressed={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        «»
      </ToolButton>
      <ToolButton
        tabStop={tabStop}
        label="Таблица"
        pressed={state.table}
        disabled={state.table}
        onClick={() => insertStarterTable(chain())}
      >
        <Icon>
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <path d="M3 10h18M3 15h18M9 4v16M15 4v16" />
        </Icon>
      </ToolButton>
      <ToolButton tabStop={tabStop} label="Изображение из библиотеки" onClick={onPickImage}>
        <Icon>
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="m21 16-5-5-9 9" />
        </Icon>
      </ToolButton>
    </>
  )
}

/** Undo and redo, off while there is nothing to undo or redo. */
function HistoryTools({ chain, state, tabStop }: ToolGroupProps) {
  return (
    <>
      <ToolButton tabStop={tabStop} label="Отменить" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        ↶
      </ToolButton>
      <ToolButton tabStop={tabStop} label="Повторить" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        ↷
      </ToolButton>
    </>
  )
}

/**
 * The toolbar over the text, in Russian: its buttons follow where the cursor is, and it is one stop
 * of the Tab key (the last button used, or the first while that one is off).
 */
export function RichTextToolbar({
  editor,
  state,
  controls,
  onLink,
  onPickImage,
}: {
  editor: Editor
  state: ToolbarState
  /** The id of the editable area the toolbar works on. */
  controls: string
  onLink: () => void
  onPickImage: () => void
}) {
  const [stop, setStop] = useState(FIRST_TOOL)
  const stopDisabled =
    (stop === 'Отменить' && !state.canUndo) || (stop === 'Повторить' && !state.canRedo) || (stop === 'Таблица' && state.table)
  const group = { chain: () => editor.chain().focus(), state, tabStop: stopDisabled ? FIRST_TOOL : stop }
  return (
    <div
      role="toolbar"
      aria-label="Оформление текста"
      aria-controls={controls}
      onKeyDown={moveInToolbar}
      onFocus={(event) => {
        const label = event.target.getAttribute('aria-label')
        if (event.target instanceof HTMLButtonElement && label) setStop(label)
      }}
      className="flex flex-wrap gap-0.5 rounded-t-2xl border border-line border-b-0 bg-white p-1.5"
    >
      <HeadingTools {...group} />
      <Divider />
      <InlineTools {...group} onLink={onLink} />
      <Divider />
      <BlockTools {...group} onPickImage={onPickImage} />
      <Divider />
      <HistoryTools {...group} />
    </div>
  )
}
