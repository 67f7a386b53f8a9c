import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { modalDialogClass } from '#app/components/ui/dialog.tsx'
import type { ImageRef } from '#shared/contract/common.ts'
import { imageRefOf, MediaGrid } from './MediaGrid.tsx'
import { MediaUploadForm } from './MediaUploadForm.tsx'
import { imagesQuery } from './queries.ts'

/** The picker shows a dozen at a time: a screenful on a phone, three rows on a desktop. */
const PICKER_PAGE_SIZE = 12

const TABS = [
  { value: 'library', label: 'Из библиотеки' },
  { value: 'upload', label: 'Загрузить новое' },
] as const

const tabClass =
  'inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-ink-muted transition-colors hover:bg-surface aria-selected:bg-brand-600 aria-selected:text-white'

function Library({ onPick }: { onPick: (image: ImageRef) => void }) {
  const [page, setPage] = useState(1)
  const { data, isPending, isError } = useQuery({ ...imagesQuery(page, PICKER_PAGE_SIZE), placeholderData: keepPreviousData })
  if (isPending) return <p className="text-ink-muted">Загружаем библиотеку…</p>
  if (isError) return <p className="text-red-700">Не удалось загрузить библиотеку. Закройте окно и попробуйте ещё раз.</p>
  if (data.data.length === 0) return <p className="text-ink-muted">В библиотеке пока нет изображений: загрузите первое.</p>
  const { current_page: current, last_page: last } = data.meta
  return (
    <div className="flex flex-col gap-4">
      <MediaGrid images={data.data} onPick={(image) => onPick(imageRefOf(image))} />
      {last > 1 && (
        <nav aria-label="Страницы библиотеки" className="flex items-center justify-center gap-3">
          <button type="button" className="button-secondary" disabled={current <= 1} onClick={() => setPage(current - 1)}>
            ← Назад
          </button>
          <span className="text-ink-muted text-sm">
            {current} из {last}
          </span>
          <button type="button" className="button-secondary" disabled={current >= last} onClick={() => setPage(current + 1)}>
            Дальше →
          </button>
        </nav>
      )}
    </div>
  )
}

/**
 * A dialog to pick an image: from the library or a new upload (with its required description). It
 * is a modal `<dialog>`: the page behind it is inert (focus stays inside), Escape closes it, its
 * heading names it, and focus goes back to the button that opened it.
 */
export function ImagePicker({
  open,
  title,
  onPick,
  onClose,
}: {
  open: boolean
  /** The dialog's heading: what the image is for («Обложка публикации»). */
  title: string
  onPick: (image: ImageRef) => void
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const [tab, setTab] = useState<'library' | 'upload'>('library')
  const [mounted, setMounted] = useState(false)
  const id = useId()

  // The dialog lives at the end of the body: it is opened from inside other forms (a post's), and a
  // form inside a form is not HTML. It is of use only once the page is interactive.
  useEffect(() => setMounted(true), [])

  useEffect(() => {
    const element = dialog.current
    if (!element || !mounted) return
    if (open && !element.open) {
      opener.current = document.activeElement
      element.showModal()
    } else if (!open && element.open) element.close()
  }, [open, mounted])

  const pick = (image: ImageRef) => {
    onPick(image)
    onClose()
  }

  if (!mounted) return null
  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      // Escape (the browser's cancel) and any other close: the owner learns it, focus goes back.
      onClose={() => {
        if (opener.current instanceof HTMLElement) opener.current.focus()
        if (open) onClose()
      }}
      className={`${modalDialogClass('56rem')} max-h-[calc(100dvh-2rem)] overflow-y-auto`}
    >
      {open && (
        <div className="flex flex-col gap-5 p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={`${id}-title`} className="font-extrabold text-2xl text-ink tracking-tight">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-2xl text-ink-muted hover:bg-white"
              aria-label="Закрыть"
            >
              ×
            </button>
          </div>
          <div role="tablist" aria-label="Откуда взять изображение" className="flex flex-wrap gap-1">
            {TABS.map((option) => (
              <button
                key={option.value}
                type="button"
                role="tab"
                id={`${id}-tab-${option.value}`}
                aria-selected={tab === option.value}
                aria-controls={`${id}-panel`}
                onClick={() => setTab(option.value)}
                className={tabClass}
              >
                {option.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
            {tab === 'library' ? (
              <Library onPick={pick} />
            ) : (
              <div className="rounded-2xl border border-line bg-white p-5">
                <MediaUploadForm name={`${id}-upload`.replace(/:/g, '')} onUploaded={(image) => pick(imageRefOf(image))} />
              </div>
            )}
          </div>
        </div>
      )}
    </dialog>,
    document.body,
  )
}
