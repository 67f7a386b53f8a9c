import type { ImageRef } from '#shared/contract/common.ts'
import { Picture } from './Picture.tsx'

/** Content images come in two shapes: 16:9 covers (1200×675) and clients' logos (240×96). */
const IMAGE_SIZES = { cover: { width: 1200, height: 675 }, logo: { width: 240, height: 96 } }

/**
 * An image of a card or a list. Below the fold it loads when scrolled near; `eager` for the first
 * ones on screen, `first` for the one that is the page's largest paint (fetched before the others).
 */
export function ListImage({
  image,
  shape = 'cover',
  eager = false,
  first = false,
  className,
}: {
  image: ImageRef
  shape?: keyof typeof IMAGE_SIZES
  eager?: boolean
  first?: boolean
  className: string
}) {
  const { width, height } = IMAGE_SIZES[shape]
  return (
    <Picture image={image} sizes={shape === 'logo' ? '240px' : '(min-width: 1024px) 400px, 100vw'}>
      <img
        src={image.src}
        alt={image.alt}
        width={width}
        height={height}
        loading={eager || first ? 'eager' : 'lazy'}
        decoding="async"
        {...(first ? { fetchPriority: 'high' as const } : {})}
        className={className}
      />
    </Picture>
  )
}
