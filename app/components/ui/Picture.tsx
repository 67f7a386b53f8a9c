import type { ReactElement } from 'react'
import type { ImageRef } from '#shared/contract/common.ts'

/**
 * An image uploaded in the staff area comes in AVIF and WebP at several widths: the browser picks
 * the best format it knows and the smallest width that fills `sizes`; the `<img>` stays the fallback
 * and keeps its classes (the picture element takes no box of its own).
 */
export function Picture({ image, sizes, children }: { image: ImageRef; sizes: string; children: ReactElement }) {
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
