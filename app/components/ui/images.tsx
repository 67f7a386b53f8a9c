// The images of content: a cover above the fold, the images of cards and lists, and the picture
// element that offers an uploaded image's modern formats. One module, so a page that shows images
// fetches them all in one small chunk.
import type { ReactElement } from 'react'
import type { ImageRef } from '#shared/contract/common.ts'

/**
 * An image uploaded in the staff area comes in AVIF and WebP at several widths: the browser picks
 * the best format it knows and the smallest width that fills `sizes`; the `<img>` stays the fallback
 * and keeps its classes (the picture element takes no box of its own).
 */
function Picture({ image, sizes, children }: { image: ImageRef; sizes: string; children: ReactElement }) {
  if (!image.sources?.length) return children
  return (
    <picture className="contents">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {children}
    </picture>
  )
}

/**
 * The image above the fold of a page (a cover, a hero's showcase): 16:9 content images are 1200×675,
 * and this one is the page's largest paint, so the browser fetches it first.
 */
export function CoverImage({ image, className }: { image: ImageRef; className: string }) {
  return (
    <Picture image={image} sizes="(min-width: 1280px) 1200px, 100vw">
      <img src={image.src} alt={image.alt} width={1200} height={675} fetchPriority="high" decoding="async" className={className} />
    </Picture>
  )
}

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
