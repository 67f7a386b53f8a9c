import { useRef, useState, type DragEvent } from 'react'
import { ATTACHMENT_ACCEPT, attachmentProblem, formatFileSize } from '../attachment.ts'
import { LineIcon } from '#app/components/ui/LineIcon.tsx'

interface AttachmentFieldProps {
  id: string
  error?: string
  /** Reports a refused file (its message) or a good one (null). */
  onChecked: (problem: string | null) => void
}

/**
 * An optional file: chosen with the button or dropped onto the area, checked for type and size
 * at once (a refused file is not kept), shown with its name and size, and removable.
 */
export function AttachmentField({ id, error, onChecked }: AttachmentFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null)
  const [dragging, setDragging] = useState(false)
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const titleId = `${id}-title`

  const check = () => {
    const input = inputRef.current
    const file = input?.files?.[0]
    if (!input || !file) {
      setChosen(null)
      return
    }
    const problem = attachmentProblem(file)
    if (problem) {
      input.value = ''
      setChosen(null)
    } else {
      setChosen({ name: file.name, size: file.size })
    }
    onChecked(problem)
  }

  const remove = () => {
    if (inputRef.current) {
      inputRef.current.value = ''
      inputRef.current.focus()
    }
    setChosen(null)
    onChecked(null)
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    const files = event.dataTransfer.files
    if (!inputRef.current || files.length === 0) return
    const transfer = new DataTransfer()
    transfer.items.add(files[0] as File)
    inputRef.current.files = transfer.files
    check()
  }

  return (
    <div className="flex flex-col gap-2">
      <p id={titleId} className="font-semibold text-ink">
        Материалы по проекту <span className="ml-1.5 font-normal text-ink-muted text-sm">(необязательно)</span>
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the file input inside is the keyboard's way. */}
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col gap-4 rounded-2xl border-2 border-dashed p-5 transition-colors sm:flex-row sm:items-center ${
          error ? 'border-red-300 bg-red-50/40' : dragging ? 'border-brand-400 bg-brand-50' : 'border-line bg-surface/60'
        }`}
      >
        <input
          ref={inputRef}
          id={id}
          type="file"
          name="attachment"
          accept={ATTACHMENT_ACCEPT}
          className="peer sr-only"
          aria-describedby={[titleId, hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={check}
        />
        <label
          htmlFor={id}
          className="button-secondary shrink-0 cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-brand-400 peer-focus-visible:outline-offset-2"
        >
          <LineIcon className="size-5">
            <path d="m21 11.5-8.6 8.6a5.5 5.5 0 0 1-7.8-7.8l8.6-8.6a3.7 3.7 0 0 1 5.2 5.2l-8.6 8.6a1.8 1.8 0 0 1-2.6-2.6l7.9-7.9" />
          </LineIcon>
          {chosen ? 'Выбрать другой файл' : 'Прикрепить файл'}
        </label>
        <p id={hintId} className="text-ink-muted text-sm leading-relaxed">
          ТЗ, презентация или примеры — одним файлом до 10 МБ: PDF, DOC, XLS, PPT, PNG, JPG или ZIP.
          <span className="hidden sm:inline"> Можно перетащить его сюда.</span>
        </p>
      </div>

      {chosen && (
        <div className="flex items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 px-4 py-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700" aria-hidden="true">
            <LineIcon className="size-5">
              <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
              <path d="M14 3v5h5" />
            </LineIcon>
          </span>
          <p className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-ink" title={chosen.name}>
              {chosen.name}
            </span>
            <span className="text-ink-muted text-sm">{formatFileSize(chosen.size)}</span>
          </p>
          <button
            type="button"
            onClick={remove}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 font-semibold text-brand-800 text-sm transition-colors hover:bg-white"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
            Удалить<span className="sr-only"> файл {chosen.name}</span>
          </button>
        </div>
      )}

      <div aria-live="polite">
        {error && (
          <p id={errorId} className="font-medium text-red-700 text-sm">
            {error}
          </p>
        )}
      </div>
    </div>
  )
}
