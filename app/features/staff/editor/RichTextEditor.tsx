import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react'
import { useState } from 'react'
import { controlClass } from '#app/components/form/field-frame.tsx'
import type { ImageRef } from '#shared/contract/common.ts'
import { ImagePicker } from '../media/ImagePicker.tsx'
import { bodyExtensions } from './extensions.ts'
import { bodyHtmlOf } from './heading-ids.ts'
import { pastedHtmlForBody } from './pasted-html.ts'
import { type LinkDraft, linkDraftOf, RichTextLinkBar } from './RichTextLinkBar.tsx'
import { RichTextTableBar } from './RichTextTableBar.tsx'
import { RichTextToolbar, toolbarStateOf } from './RichTextToolbar.tsx'

/**
 * A rich-text field for a body: a toolbar in Russian (RichTextToolbar.tsx: sections H2 and H3, which
 * feed the public table of contents, bold, italic, links, lists, quotes, tables, images from the
 * library with their descriptions, undo and redo) over the text. It gives its HTML to `onChange` with every
 * heading's anchor (id); the server cleans it again. `initialHtml` is read once: to replace the text, mount it anew (a key).
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
      transformPastedHTML: pastedHtmlForBody,
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

/** The toolbar and the link's bar over the text, once the editor exists, and the library's picker for images. */
function EditorWithToolbar({ editor, id }: { editor: Editor; id: string }) {
  const [picking, setPicking] = useState(false)
  const [link, setLink] = useState<LinkDraft | null>(null)
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolbarStateOf(current) })
  const insertImage = (image: ImageRef) =>
    editor
      .chain()
      .focus()
      .setImage({
        src: image.src,
        alt: image.alt,
        ...(image.width ? { width: image.width } : {}),
        ...(image.height ? { height: image.height } : {}),
      })
      .run()

  return (
    <div className="flex flex-col">
      <RichTextToolbar
        editor={editor}
        state={state}
        controls={id}
        onLink={() => setLink(linkDraftOf(editor))}
        onPickImage={() => setPicking(true)}
      />
      {state.table && <RichTextTableBar editor={editor} headerRow={state.headerRow} />}
      {link && <RichTextLinkBar editor={editor} draft={link} onDraft={setLink} onClose={() => setLink(null)} inLink={state.link} />}
      <EditorContent editor={editor} />
      <ImagePicker open={picking} title="Изображение в текст" onPick={insertImage} onClose={() => setPicking(false)} />
    </div>
  )
}
