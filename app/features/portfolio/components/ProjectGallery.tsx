import type { ImageRef } from '#shared/contract/common.ts'

/**
 * Screens of a project in a responsive grid. The first image is wide when the count is odd,
 * so the grid never ends with a lonely half.
 */
export function ProjectGallery({ images }: { images: ImageRef[] }) {
  if (images.length === 0) return null
  const wideFirst = images.length % 2 === 1 && images.length > 1
  return (
    <section aria-labelledby="project-gallery-title" className="border-line border-t bg-surface">
      <div className="container-page py-16 sm:py-20">
        <h2 id="project-gallery-title" className="font-extrabold text-3xl text-ink tracking-tight sm:text-4xl">
          Как это выглядит
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {images.map((image, index) => (
            <li key={image.src} className={wideFirst && index === 0 ? 'sm:col-span-2' : undefined}>
              <figure className="flex flex-col gap-3">
                <a
                  href={image.src}
                  target="_blank"
                  rel="noopener"
                  className="block overflow-hidden rounded-3xl border border-line bg-white transition-shadow hover:shadow-[0_12px_40px_-16px_rgb(12_31_27/0.25)]"
                >
                  <img
                    src={image.src}
                    alt={image.alt}
                    width={1200}
                    height={675}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[16/9] w-full object-cover"
                  />
                  <span className="sr-only"> (открыть в полном размере в новой вкладке)</span>
                </a>
                <figcaption className="px-1 text-ink-muted text-sm leading-relaxed" aria-hidden="true">
                  {image.alt}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
