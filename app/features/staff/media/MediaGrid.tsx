import { ListImage } from '#app/components/ui/images.tsx'
import type { ImageRef } from '#shared/contract/common.ts'
import { formatDateTime } from '../format.ts'
import type { LibraryImage } from './types.ts'

/** The image as content refers to it: its files and description, nothing of the library's own records. */
export const imageRefOf = ({ src, alt, width, height, sources }: LibraryImage | (ImageRef & { id: number })): ImageRef => ({
  src,
  alt,
  width,
  height,
  sources,
})

/** «1920 × 1080 px» */
export const imageSize = (image: { width?: number; height?: number }) =>
  image.width && image.height ? `${image.width} × ${image.height} px` : null

/**
 * The library's images as cards: the picture, its description, its size and who uploaded it when.
 * With `onPick`, each card is a button that picks its image (the picker).
 */
export function MediaGrid({ images, onPick }: { images: LibraryImage[]; onPick?: (image: LibraryImage) => void }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {images.map((image) => {
        const body = (
          <>
            <ListImage image={image} className="aspect-[4/3] w-full rounded-xl bg-brand-50 object-cover" />
            <span className="line-clamp-3 font-medium text-ink text-sm leading-snug">{image.alt}</span>
            <span className="text-ink-muted text-xs">
              {imageSize(image)}
              {!onPick && (
                <>
                  <br />
                  {image.uploaded_by}, {formatDateTime(image.created_at)}
                </>
              )}
            </span>
          </>
        )
        return (
          <li key={image.id}>
            {onPick ? (
              <button
                type="button"
                onClick={() => onPick(image)}
                className="flex h-full w-full flex-col gap-2 rounded-2xl border border-line bg-white p-2 text-left transition-colors hover:border-brand-400 focus-visible:border-brand-500"
              >
                {body}
              </button>
            ) : (
              <figure className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-white p-2">{body}</figure>
            )}
          </li>
        )
      })}
    </ul>
  )
}
