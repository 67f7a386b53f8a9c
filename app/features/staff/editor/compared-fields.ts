// The fields of an item as two versions hold them, for the notice of a save refused because someone
// else saved first (StaleSaveNotice.tsx): every field of the item, in words a person compares.
import type { ImageRef } from '#shared/contract/common.ts'
import { bodyText } from '../posts/body-text.ts'

/** One field as the stored version and ours hold it. */
export interface ComparedField {
  label: string
  theirs: string
  ours: string
  /** What differs that the words do not show (a rich text's links or emphasis). */
  note?: string
}

/** A rich text by its words; where only its markup differs, the comparison says so. */
export function comparedBody(label: string, theirs: string, ours: string): ComparedField {
  const field = { label, theirs: bodyText(theirs), ours: bodyText(ours) }
  if (field.theirs !== field.ours || theirs === ours) return field
  return { ...field, note: 'Слова совпадают, отличается оформление: ссылки, выделение, заголовки, таблицы или изображения.' }
}

/** An image by its description and its file: two pictures described alike still differ. */
export const imageWords = (image: ImageRef | null | undefined): string =>
  image ? `«${image.alt}», файл ${image.src.split('/').pop() ?? image.src}` : ''

/** The fields whose versions differ, in the form's order. */
export const changedFields = (fields: ComparedField[]) => fields.filter((field) => field.theirs !== field.ours || field.note)
