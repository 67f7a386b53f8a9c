import { Link } from '@tanstack/react-router'
import type { HeroBlock } from '#shared/contract/pages.ts'
import { CoverImage } from '#app/components/ui/images.tsx'

/** The top of the home page; `showcase` is an image shown beside the text on wide screens. */
export function HeroSection({ block, showcase }: { block: HeroBlock; showcase?: { src: string; alt: string; caption?: string } | null }) {
  return (
    <section className="relative isolate overflow-hidden bg-surface">
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--color-brand-100),transparent_70%),radial-gradient(40rem_24rem_at_-10%_110%,var(--color-brand-50),transparent_70%)]"
      />
      <div className="container-page grid items-center gap-12 py-20 sm:py-28 lg:grid-cols-[1.25fr_1fr] lg:py-28">
        <div>
          <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-4 py-1.5 font-semibold text-brand-700 text-sm">
            <span className="size-2 rounded-full bg-brand-500" aria-hidden="true" />
            {block.eyebrow}
          </p>
          <h1 className="max-w-4xl text-balance font-extrabold text-4xl text-ink leading-[1.05] tracking-tight sm:text-6xl lg:text-7xl">
            {block.title}
          </h1>
          <p className="mt-6 max-w-2xl text-pretty text-ink-muted text-lg leading-relaxed sm:text-xl">{block.lead}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to={block.primary.href} className="button-primary px-7 text-lg">
              {block.primary.label}
              <span aria-hidden="true">→</span>
            </Link>
            {block.secondary && (
              <Link to={block.secondary.href} className="button-secondary px-7 text-lg">
                {block.secondary.label}
              </Link>
            )}
          </div>
        </div>
        {showcase && (
          <figure className="relative hidden lg:block">
            <div aria-hidden="true" className="-inset-4 -z-10 absolute rotate-2 rounded-[2rem] bg-brand-100" />
            <CoverImage
              image={showcase}
              className="aspect-[16/9] h-auto w-full rounded-[1.75rem] border border-line bg-white shadow-[0_30px_80px_-30px_rgb(12_31_27/0.45)]"
            />
            {showcase.caption && <figcaption className="mt-4 text-ink-muted text-sm">{showcase.caption}</figcaption>}
          </figure>
        )}
      </div>
    </section>
  )
}
