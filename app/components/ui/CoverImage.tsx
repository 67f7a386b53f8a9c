import type { ImageRef } from '#shared/contract/common.ts'
import { Picture } from './Picture.tsx'

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
