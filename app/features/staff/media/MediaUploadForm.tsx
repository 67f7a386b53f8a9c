import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { type DragEvent, useId, useRef, useState } from 'react'
import { SubmitButton } from '#app/components/form/buttons.tsx'
import { FieldError, labelClass } from '#app/components/form/field-frame.tsx'
import { controlAttributes, errorIdOf } from '#app/components/form/field-ids.ts'
import { ErrorSummary, SavedNotice } from '#app/components/form/panels.tsx'
import { TextField } from '#app/components/form/text-fields.tsx'
import { useValidatedForm } from '#app/components/form/use-validated-form.ts'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import { uploadImage } from './media.functions.ts'
import { refreshImages } from './queries.ts'
import type { UploadedImage } from './types.ts'
import { fileErrors, IMAGE_ACCEPT, MAX_IMAGE_MB, UploadSchema } from './upload-rules.ts'

const FIELDS = ['file', 'alt'] as const

/** «2,4 МБ», «340 КБ»: how large the chosen file is. */
const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString('ru-RU', { maximumFractionDigits: 1 })} МБ`
    : `${Math.max(1, Math.round(bytes / 1024))} КБ`

/**
 * Uploads an image to the library with its required description: the file is chosen or dropped on
 * the field, checked here by the library's limits and by the API, and the form says while it goes.
 * `onUploaded` gets the stored image (the picker then uses it at once).
 */
export function MediaUploadForm({ name, onUploaded }: { name: string; onUploaded?: (image: UploadedImage) => void }) {
  const upload = useServerFn(uploadImage)
  const queryClient = useQueryClient()
  const sessionEnd = useSessionEnd()
  const uploaded = useRef<UploadedImage | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [dragging, setDragging] = useState(false)
  const titleId = useId()

  const form = useValidatedForm({
    name,
    fields: FIELDS,
    schema: UploadSchema,
    read: (field, data) => ({ alt: field.text('alt'), file: data.get('file') instanceof File ? (data.get('file') as File) : null }),
    check: (input) => fileErrors(input.file),
    submit: async (_input, { data }) => {
      const outcome = await upload({ data })
      uploaded.current = outcome.kind === 'done' ? outcome.image : null
      return outcome
    },
    sessionEnd,
    onDone: async (_input, { element }) => {
      await refreshImages(queryClient)
      element.reset()
      setFile(null)
      if (uploaded.current) onUploaded?.(uploaded.current)
    },
    kept: ['file'],
  })

  const choose = (files: FileList | null) => {
    setFile(files?.[0] ?? null)
    form.setFieldError('file', files?.[0] ? (fileErrors(files[0]).file?.[0] ?? null) : null)
  }

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault()
    setDragging(false)
    if (!fileInput.current || event.dataTransfer.files.length === 0) return
    // The dropped file becomes the input's own, so the form sends it as if it had been chosen.
    fileInput.current.files = event.dataTransfer.files
    choose(event.dataTransfer.files)
  }

  const fileId = form.id('file')
  const fileError = form.error('file')
  return (
    <form
      noValidate
      onSubmit={(event) => {
        // React passes events up through a portal to the form the picker was opened from: it is not theirs.
        event.stopPropagation()
        form.onSubmit(event)
      }}
      onInput={form.onInput}
      aria-labelledby={titleId}
      encType="multipart/form-data"
      className="flex flex-col gap-5"
    >
      <h2 id={titleId} className="font-bold text-ink text-lg">
        Загрузить изображение
      </h2>
      {form.failure && <ErrorSummary {...form.summary} failedTitle="Изображение не загружено" />}
      {form.status === 'sent' && <SavedNotice noticeRef={form.successRef} message={form.sentMessage} />}
      <div className="flex flex-col gap-2">
        <span className={labelClass} id={`${fileId}-label`}>
          Файл
        </span>
        <label
          onDragOver={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={`flex cursor-pointer flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed p-5 text-center transition-colors has-focus-visible:outline-3 has-focus-visible:outline-brand-400 sm:p-6 ${
            dragging
              ? 'border-brand-500 bg-brand-50'
              : fileError
                ? 'border-red-600 bg-red-50/40'
                : 'border-line bg-white hover:border-brand-300'
          }`}
        >
          <span aria-hidden="true" className="text-3xl text-brand-600">
            ⇪
          </span>
          <span className="break-words font-semibold text-ink">
            {file ? `${file.name}, ${fileSize(file.size)}` : 'Перетащите изображение сюда или выберите файл'}
          </span>
          <span className="text-ink-muted text-sm">JPEG, PNG, WebP, AVIF или GIF, до {MAX_IMAGE_MB} МБ</span>
          <input
            ref={fileInput}
            {...controlAttributes({ id: fileId, name: 'file', error: fileError })}
            aria-labelledby={`${fileId}-label`}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            onChange={(event) => choose(event.currentTarget.files)}
          />
        </label>
        <FieldError id={errorIdOf(fileId)} message={fileError} />
      </div>
      <TextField
        {...form.field('alt')}
        label="Описание изображения"
        hint="Что на нём — для тех, кто его не видит, и для поисковиков. Например: «Команда обсуждает макет главной страницы»."
        maxLength={300}
        required
      />
      <div>
        <SubmitButton pending={form.pending} disabled={!form.hydrated} pendingLabel="Загружаем…">
          Загрузить
        </SubmitButton>
      </div>
    </form>
  )
}
