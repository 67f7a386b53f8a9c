import { CoverImage } from './images.tsx'

/**
 * A page's cover under its header, in the page's column (`spacing` sets it apart from the header);
 * nothing when the page has no cover.
 */
export function PageCover({
  image,
  spacing,
  className,
}: {
  image: { src: string; alt: string } | null
  spacing: string
  className: string
}) {
  if (!image) return null
  return (
    <div className={`container-page ${spacing}`}>
      <CoverImage image={image} className={className} />
    </div>
  )
}
