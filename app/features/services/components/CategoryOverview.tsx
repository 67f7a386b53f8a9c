import { Link } from '@tanstack/react-router'
import type { ServiceCategorySummary } from '../types.ts'
import { ServiceGrid } from './ServiceCard.tsx'
import { ArrowIcon } from './icons.tsx'
import { ListImage } from '#app/components/ui/images.tsx'

/** A category on the services page: what it is about on the left, its services on the right. */
export function CategoryOverview({ category, index }: { category: ServiceCategorySummary; index: number }) {
  const titleId = `category-${category.slug}-title`
  return (
    <section id={category.slug} aria-labelledby={titleId} className="scroll-mt-28 border-line border-t pt-12 first:border-t-0 first:pt-0">
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,8fr)] lg:gap-12">
        <div className="flex flex-col gap-4 lg:sticky lg:top-28 lg:self-start">
          <span className="font-bold text-brand-600 text-sm tabular-nums" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h2 id={titleId} className="text-balance font-extrabold text-3xl text-ink tracking-tight">
            <Link to="/services/$category/" params={{ category: category.slug }} className="hover:text-brand-700">
              {category.title}
            </Link>
          </h2>
          <p className="text-ink-muted text-lg leading-relaxed">{category.excerpt}</p>
          {category.cover && (
            <ListImage
              image={category.cover}
              eager={index === 0}
              className="hidden aspect-[16/9] w-full rounded-2xl border border-line bg-brand-50 object-cover sm:block"
            />
          )}
          <Link
            to="/services/$category/"
            params={{ category: category.slug }}
            className="group inline-flex items-center gap-2 self-start font-semibold text-brand-700 hover:text-brand-800"
          >
            Всё о направлении
            <span className="sr-only">«{category.title}»</span>
            <ArrowIcon className="size-4 transition-transform group-hover:translate-x-1" />
          </Link>
        </div>
        <ServiceGrid services={category.services} category={category.slug} columns="sm:grid-cols-2" />
      </div>
    </section>
  )
}
