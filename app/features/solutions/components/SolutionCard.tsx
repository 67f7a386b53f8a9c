import { ArrowIcon } from '#app/features/services/components/icons.tsx'
import { formatPriceFrom } from '#app/features/services/format.ts'
import type { SolutionSummary } from '../types.ts'
import { SolutionLink } from './SolutionLink.tsx'
import { ListImage } from '#app/components/ui/images.tsx'

/** A solution in the list: a large card with its cover; the whole card leads to the solution. */
export function SolutionCard({
  solution,
  eager = false,
  headingLevel = 2,
}: {
  solution: SolutionSummary
  eager?: boolean
  headingLevel?: 2 | 3
}) {
  const price = formatPriceFrom(solution.price_from)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[2rem] border border-line bg-white transition-[border-color,box-shadow] hover:border-brand-200 hover:shadow-[0_24px_60px_-28px_rgb(12_31_27/0.35)]">
      <div className="overflow-hidden border-line border-b bg-brand-50">
        {solution.cover ? (
          <ListImage
            image={solution.cover}
            eager={eager}
            className="aspect-[16/9] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <div
            aria-hidden="true"
            className="aspect-[16/9] w-full bg-[radial-gradient(30rem_16rem_at_80%_20%,var(--color-brand-200),transparent_70%)]"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-7 sm:p-9">
        <Heading className="text-balance font-extrabold text-2xl text-ink tracking-tight sm:text-3xl">
          <SolutionLink slug={solution.slug} className="after:absolute after:inset-0 after:rounded-[2rem] group-hover:text-brand-700">
            {solution.title}
          </SolutionLink>
        </Heading>
        <p className="mt-4 flex-1 text-ink-muted text-lg leading-relaxed">{solution.excerpt}</p>
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
          <p className="font-bold text-brand-700 text-xl">{price ?? 'Цена по запросу'}</p>
          <span className="inline-flex items-center gap-2 font-semibold text-ink group-hover:text-brand-700" aria-hidden="true">
            Подробнее
            <ArrowIcon className="size-5 transition-transform group-hover:translate-x-1" />
          </span>
        </div>
      </div>
    </article>
  )
}
