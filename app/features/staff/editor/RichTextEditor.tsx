import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react'
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react'
import { controlClass } from '#app/components/form/field-frame.tsx'
import type { ImageRef } from '#shared/contract/common.ts'
import { ImagePicker } from '../media/ImagePicker.tsx'
import { bodyExtensions, isAllowedHref } from './extensions.ts'
import { bodyHtmlOf } from './heading-ids.ts'

const buttonClass =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg px-2.5 font-semibold text-ink text-sm transition-colors hover:bg-surface disabled:opacity-40 aria-pressed:bg-brand-100 aria-pressed:text-brand-800'

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

/**
 * A rich-text field for a body: a toolbar in Russian (sections H2 and H3, which feed the public table
 * of contents, bold, italic, links, lists, quotes, images from the library with their descriptions,
 * undo and redo) over the text. It gives its HTML to `onChange` with every heading's anchor (id);
 * the server cleans it again. `initialHtml` is read once: to replace the text, mount it anew (a key).
 */
export function RichTextEditor({
  id,
  labelId,
  initialHtml,
  onChange,
  describedBy,
  invalid,
}: {
  /** The editable area's id (the error summary's links focus it). */
  id: string
  /** The id of the element that names the field (its label). */
  labelId: string
  initialHtml: string
  onChange: (html: string) => void
  describedBy?: string
  invalid?: boolean
}) {
  const editor = useEditor({
    extensions: bodyExtensions,
    content: initialHtml,
    // Rendered in the browser only: the server sends the page without it and the editor appears on hydration.
    immediatelyRender: false,
    // Its few styles are in the site's stylesheet (app.css): the Content Security Policy allows no inline <style>.
    injectCSS: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: `${controlClass} prose min-h-80 max-w-none rounded-t-none focus:outline-none`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(bodyHtmlOf(current.getHTML())),
  })
  if (!editor) return <div className={`${controlClass} min-h-80 text-ink-muted`}>Загружаем редактор…</div>
  return <EditorWithToolbar editor={editor} id={id} />
}

/** The toolbar over the text, once the editor exists: its buttons follow where the cursor is. */
function EditorWithToolbar({ editor, id }: { editor: Editor; id: string }) {
  const [picking, setPicking] = useState(false)
  const [link, setLink] = useState<{ href: string; error: string | null } | null>(null)
  const linkId = useId()
  // The button Tab lands on: the last one used, or the first while that one is disabled.
  const [stop, setStop] = useState('Раздел (заголовок H2)')
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      link: current.isActive('link'),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  })
  const chain = () => editor.chain().focus()
  const stopDisabled = (stop === 'Отменить' && !state.canUndo) || (stop === 'Повторить' && !state.canRedo)
  const tabStop = stopDisabled ? 'Раздел (заголовок H2)' : stop

  const openLink = () => setLink({ href: (editor.getAttributes('link').href as string | undefined) ?? '', error: null })
  const removeLink = () => {
    chain().extendMarkRange('link').unsetLink().run()
    setLink(null)
  }
  const applyLink = (event: FormEvent) => {
    event.preventDefault()
    if (!link) return
    const href = link.href.trim()
    if (!href) return removeLink()
    if (!isAllowedHref(href)) {
      return setLink({ href: link.href, error: 'Адрес ссылки: https://…, mailto:…, tel:… или путь на этом сайте, например /services/.' })
    }
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run()
    else chain().extendMarkRange('link').setLink({ href }).run()
    setLink(null)
  }
  const insertImage = (image: ImageRef) =>
    chain()
      .setImage({
        src: image.src,
        alt: image.alt,
        ...(image.width ? { width: image.width } : {}),
        ...(image.height ? { height: image.height } : {}),
      })
      .run()

  return (
    <div className="flex flex-col">
      <div
        role="toolbar"
        aria-label="Оформление текста"
        aria-controls={id}
        onKeyDown={moveInToolbar}
        onFocus={(event) => {
          const label = event.target.getAttribute('aria-label')
          if (event.target instanceof HTMLButtonElement && label) setStop(label)
        }}
        className="flex flex-wrap gap-0.5 rounded-t-2xl border border-line border-b-0 bg-white p-1.5"
      >
        <ToolButton
          tabStop={tabStop}
          label="Раздел (заголовок H2)"
          pressed={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
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
        <Divider />
        <ToolButton tabStop={tabStop} label="Жирный" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
          <strong>Ж</strong>
        </ToolButton>
        <ToolButton tabStop={tabStop} label="Курсив" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
          <em>К</em>
        </ToolButton>
        <ToolButton tabStop={tabStop} label="Ссылка" pressed={state.link} onClick={openLink}>
          <Icon>
            <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
            <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
          </Icon>
        </ToolButton>
        <Divider />
        <ToolButton tabStop={tabStop} label="Маркированный список" pressed={state.bullet} onClick={() => chain().toggleBulletList().run()}>
          • ≡
        </ToolButton>
        <ToolButton tabStop={tabStop} label="Нумерованный список" pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
          1. ≡
        </ToolButton>
        <ToolButton tabStop={tabStop} label="Цитата" pressed={state.quote} onClick={() => chain().toggleBlockquote().run()}>
          «»
        </ToolButton>
        <ToolButton tabStop={tabStop} label="Изображение из библиотеки" onClick={() => setPicking(true)}>
          <Icon>
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="10" r="2" />
            <path d="m21 16-5-5-9 9" />
          </Icon>
        </ToolButton>
        <Divider />
        <ToolButton tabStop={tabStop} label="Отменить" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          ↶
        </ToolButton>
        <ToolButton tabStop={tabStop} label="Повторить" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          ↷
        </ToolButton>
      </div>
      {link && (
        // Not a nested form (the editor sits inside the post's form): Enter applies the link itself.
        <div className="flex flex-col gap-2 border border-line border-b-0 bg-brand-50 p-3">
          <label htmlFor={linkId} className="font-semibold text-ink text-sm">
            Адрес ссылки
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={linkId}
              type="text"
              inputMode="url"
              // biome-ignore lint/a11y/noAutofocus: the field appears because the person asked for it, to type in at once.
              autoFocus
              value={link.href}
              placeholder="https://example.ru или /services/"
              aria-invalid={link.error ? true : undefined}
              aria-describedby={link.error ? `${linkId}-error` : undefined}
              onChange={(event) => setLink({ href: event.currentTarget.value, error: null })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') applyLink(event)
                if (event.key === 'Escape') {
                  event.preventDefault()
                  setLink(null)
                  editor.commands.focus()
                }
              }}
              className={`${controlClass} min-w-0 flex-1 py-2`}
            />
            <button type="button" className="button-primary" onClick={applyLink}>
              Применить
            </button>
            {state.link && (
              <button type="button" className="button-secondary" onClick={removeLink}>
                Убрать ссылку
              </button>
            )}
            <button type="button" className="rounded-full px-3 font-semibold text-brand-700 hover:bg-white" onClick={() => setLink(null)}>
              Отмена
            </button>
          </div>
          {link.error && (
            <p id={`${linkId}-error`} className="font-medium text-red-700 text-sm">
              {link.error}
            </p>
          )}
        </div>
      )}
      <EditorContent editor={editor} />
      <ImagePicker open={picking} title="Изображение в текст" onPick={insertImage} onClose={() => setPicking(false)} />
    </div>
  )
}
