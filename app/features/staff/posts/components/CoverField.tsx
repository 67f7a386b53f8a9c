import { useState } from 'react'
import { controlClass, FieldError, labelClass, Optional } from '#app/components/form/field-frame.tsx'
import { controlAttributes, errorIdOf } from '#app/components/form/field-ids.ts'
import type { ImageRef } from '#shared/contract/common.ts'
import { ImagePicker } from '../../media/ImagePicker.tsx'
import { imageSize } from '../../media/MediaGrid.tsx'

export interface ImageFieldWords {
  choose: string
  replace: string
  remove: string
  alt: string
}

const COVER_WORDS: ImageFieldWords = {
  choose: 'Выбрать обложку',
  replace: 'Заменить обложку',
  remove: 'Убрать обложку',
  alt: 'Описание обложки',
}

/** The words of the picture social networks show of a page. */
export const OG_IMAGE_WORDS: ImageFieldWords = {
  choose: 'Выбрать картинку для соцсетей',
  replace: 'Заменить картинку для соцсетей',
  remove: 'Убрать картинку для соцсетей',
  alt: 'Описание картинки',
}

/** The words of any other image field (a logo, a group's picture). */
export const IMAGE_WORDS: ImageFieldWords = {
  choose: 'Выбрать изображение',
  replace: 'Заменить изображение',
  remove: 'Убрать изображение',
  alt: 'Описание изображения',
}

/**
 * An item's cover: picked from the library or uploaded, shown small, with its description (the
 * library's, which may be changed for this use), and removable.
 */
export function CoverField({
  id,
  label = 'Обложка',
  emptyText = 'Без обложки список покажет публикацию без картинки.',
  words = COVER_WORDS,
  value,
  error,
  onChange,
}: {
  /** The id of the field's first control (the error summary's links focus it). */
  id: string
  /** The field's name (a client's logo…) and what it says while empty. */
  label?: string
  emptyText?: string
  /** The buttons' and the description's words: a cover's by default. */
  words?: ImageFieldWords
  value: ImageRef | null
  error?: string
  onChange: (cover: ImageRef | null) => void
}) {
  const [picking, setPicking] = useState(false)
  const altId = `${id}-alt`
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={`${labelClass} mb-2`}>
        {label}
        <Optional />
      </legend>
      {value ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <img src={value.src} alt="" className="aspect-[16/9] w-full rounded-xl bg-brand-50 object-cover sm:w-56" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <label htmlFor={altId} className="font-semibold text-ink text-sm">
              {words.alt}
            </label>
            <input
              {...controlAttributes({ id: altId, name: altId, error })}
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
        <p className="text-ink-muted text-sm">{emptyText}</p>
      )}
      <FieldError id={errorIdOf(altId)} message={error} />
      <div className="flex flex-wrap gap-2">
        <button id={id} type="button" className="button-secondary" onClick={() => setPicking(true)}>
          {value ? words.replace : words.choose}
        </button>
        {value && (
          <button type="button" className="rounded-full px-3 font-semibold text-red-700 hover:bg-red-50" onClick={() => onChange(null)}>
            {words.remove}
          </button>
        )}
      </div>
      <ImagePicker open={picking} title={label} onPick={onChange} onClose={() => setPicking(false)} />
    </fieldset>
  )
}
