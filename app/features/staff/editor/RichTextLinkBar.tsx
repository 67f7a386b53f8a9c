import { TextSelection } from '@tiptap/pm/state'
import type { Editor } from '@tiptap/react'
import { type FormEvent, useId } from 'react'
import { controlClass } from '#app/components/form/field-frame.tsx'
import { isAllowedHref } from './extensions.ts'

/** The address being typed for a link, and why it cannot be used (null: nothing wrong yet). */
export interface LinkDraft {
  href: string
  error: string | null
}

/** The address of the link where the cursor is, to change; empty for a new one. */
export const linkDraftOf = (editor: Editor): LinkDraft => ({
  href: (editor.getAttributes('link').href as string | undefined) ?? '',
  error: null,
})

/**
 * The bar under the toolbar where a link's address is typed: «Применить» (or Enter) sets it on the
 * selected words, or inserts the address itself where nothing is selected; an empty address removes
 * the link; Escape or «Отмена» closes the bar and gives the text its focus back.
 */
export function RichTextLinkBar({
  editor,
  draft,
  onDraft,
  onClose,
  inLink,
}: {
  editor: Editor
  draft: LinkDraft
  onDraft: (draft: LinkDraft) => void
  onClose: () => void
  /** The cursor is in a link: it can be removed. */
  inLink: boolean
}) {
  const linkId = useId()
  const chain = () => editor.chain().focus()
  const removeLink = () => {
    chain().extendMarkRange('link').unsetLink().run()
    onClose()
  }
  const applyLink = (event: FormEvent) => {
    event.preventDefault()
    const href = draft.href.trim()
    if (!href) return removeLink()
    if (!isAllowedHref(href)) {
      return onDraft({ href: draft.href, error: 'Адрес ссылки: https://…, mailto:…, tel:… или путь на этом сайте, например /services/.' })
    }
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run()
    else
      chain()
        .extendMarkRange('link')
        .setLink({ href })
        // The caret goes after the linked words with nothing selected: the next keystroke must not
        // replace them, and what is typed next is not part of the link.
        .command(({ tr }) => {
          tr.setSelection(TextSelection.create(tr.doc, tr.selection.to))
          return true
        })
        .run()
    onClose()
  }
  return (
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
          value={draft.href}
          placeholder="https://example.ru или /services/"
          aria-invalid={draft.error ? true : undefined}
          aria-describedby={draft.error ? `${linkId}-error` : undefined}
          onChange={(event) => onDraft({ href: event.currentTarget.value, error: null })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyLink(event)
            if (event.key === 'Escape') {
              event.preventDefault()
              onClose()
              editor.commands.focus()
            }
          }}
          className={`${controlClass} min-w-0 flex-1 py-2`}
        />
        <button type="button" className="button-primary" onClick={applyLink}>
          Применить
        </button>
        {inLink && (
          <button type="button" className="button-secondary" onClick={removeLink}>
            Убрать ссылку
          </button>
        )}
        <button type="button" className="rounded-full px-3 font-semibold text-brand-700 hover:bg-white" onClick={onClose}>
          Отмена
        </button>
      </div>
      {draft.error && (
        <p id={`${linkId}-error`} className="font-medium text-red-700 text-sm">
          {draft.error}
        </p>
      )}
    </div>
  )
}
