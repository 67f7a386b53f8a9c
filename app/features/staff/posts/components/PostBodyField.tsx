import { lazy, Suspense } from 'react'
import { controlClass, FieldError, labelClass } from '#app/components/form/field-frame.tsx'
import { errorIdOf, hintIdOf } from '#app/components/form/field-ids.ts'
import { postFieldId } from './post-form.ts'

// The editor (Tiptap and ProseMirror, the largest piece of the staff area) loads with the editor screen only.
const RichTextEditor = lazy(() => import('../../editor/RichTextEditor.tsx').then((module) => ({ default: module.RichTextEditor })))

/** The post's text in the rich-text editor, with its label, hint and problem. */
export function PostBodyField({
  html,
  version,
  error,
  onChange,
}: {
  html: string
  /** A new version (a stored text taken in) mounts the editor anew with `html`. */
  version: number
  error: string | undefined
  onChange: (html: string) => void
}) {
  const id = postFieldId('body')
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className={labelClass}>
        Текст
      </span>
      <p id={hintIdOf(id)} className="-mt-1 text-ink-muted text-sm">
        Разделы (H2) попадают в оглавление публикации.
      </p>
      <Suspense fallback={<div className={`${controlClass} min-h-80 text-ink-muted`}>Загружаем редактор…</div>}>
        <RichTextEditor
          key={version}
          id={id}
          labelId={`${id}-label`}
          initialHtml={html}
          onChange={onChange}
          describedBy={[hintIdOf(id), error && errorIdOf(id)].filter(Boolean).join(' ')}
          invalid={Boolean(error)}
        />
      </Suspense>
      <FieldError id={errorIdOf(id)} message={error} />
    </div>
  )
}
