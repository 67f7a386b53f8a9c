// The OpenGraph image field of every editorial item with a public page, said the same way in the
// post editor and in the other kinds' editor.
import type { ImageRef } from '#shared/contract/common.ts'

/** The label of the OpenGraph image field, in both editors. */
export const OG_IMAGE_LABEL = 'Картинка для соцсетей'

/**
 * What the OpenGraph image field says while empty: the default the public page shares then. An item
 * with a cover field (`cover` not undefined) shares its cover; one without shares no picture.
 */
export function ogImageDefaultText(cover: ImageRef | null | undefined): string {
  if (cover === undefined) return 'Если не выбрать, в соцсетях ссылка покажется без картинки: обложки у этой страницы нет.'
  if (cover === null) return 'Если не выбрать, в соцсетях покажется обложка. Пока её нет, ссылка покажется без картинки.'
  return 'Если не выбрать, в соцсетях покажется обложка.'
}
