import { useState } from 'react'
import { controlClass, FieldError, labelClass, Optional } from '#app/components/form/field-frame.tsx'
import { controlAttributes, errorIdOf } from '#app/components/form/field-ids.ts'
import type { ImageRef } from '#shared/contract/common.ts'
import { ImagePicker } from '../../media/ImagePicker.tsx'
import { imageSize } from '../../media/MediaGrid.tsx'

/**
 * An item's cover: picked from the library or uploaded, shown small, with its description (the
 * library's, which may be changed for this use), and removable.
 */
export function CoverField({
  id,
  value,
  error,
  onChange,
}: {
  /** The id of the field's first control (the error summary's links focus it). */
  id: string
  value: ImageRef | null
  error?: string
  onChange: (cover: ImageRef | null) => void
}) {
  const [picking, setPicking] = useState(false)
  const altId = `${id}-alt`
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={`${labelClass} mb-2`}>
        Обложка
        <Optional />
      </legend>
      {value ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <img src={value.src} alt="" className="aspect-[16/9] w-full rounded-xl bg-brand-50 object-cover sm:w-56" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <label htmlFor={altId} className="font-semibold text-ink text-sm">
              Описание обложки
            </label>
            <input
              {...controlAttributes({ id: altId, name: 'cover_alt', error })}
              type="text"
              maxLength={300}
              value={value.alt}
              onChange={(event) => onChange({ ...value, alt: event.currentTarget.value })}
              className={controlClass}
            />
            {imageSize(value) && <p className="text-ink-muted text-sm">{imageSize(value)}</p>}
          </div>
        </div>
      ) : (
        <p className="text-ink-muted text-sm">Без обложки список покажет публикацию без картинки.</p>
      )}
      <FieldError id={errorIdOf(altId)} message={error} />
      <div className="flex flex-wrap gap-2">
        <button id={id} type="button" className="button-secondary" onClick={() => setPicking(true)}>
          {value ? 'Заменить обложку' : 'Выбрать обложку'}
        </button>
        {value && (
          <button type="button" className="rounded-full px-3 font-semibold text-red-700 hover:bg-red-50" onClick={() => onChange(null)}>
            Убрать обложку
          </button>
        )}
      </div>
      <ImagePicker open={picking} title="Обложка" onPick={onChange} onClose={() => setPicking(false)} />
    </fieldset>
  )
}
