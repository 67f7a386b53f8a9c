import { Link } from '@tanstack/react-router'
import { formatPriceFrom } from '../format.ts'
import type { ServiceSummary } from '../types.ts'
import { ArrowIcon, ClockIcon } from './icons.tsx'

/** A service in a list: the whole card leads to the service page. */
export function ServiceCard({ service, category }: { service: ServiceSummary; category: string }) {
  const price = formatPriceFrom(service.price_from)
  return (
    <article className="group relative flex h-full flex-col rounded-3xl border border-line bg-white p-6 transition-[border-color,box-shadow] hover:border-brand-200 hover:shadow-[0_12px_40px_-16px_rgb(12_31_27/0.25)] sm:p-7">
      <h3 className="font-bold text-ink text-xl leading-snug tracking-tight">
        <Link
          to="/services/$category/$slug/"
          params={{ category, slug: service.slug }}
          className="after:absolute after:inset-0 after:rounded-3xl group-hover:text-brand-700"
        >
          {service.title}
        </Link>
      </h3>
      <p className="mt-3 flex-1 text-ink-muted leading-relaxed">{service.excerpt}</p>
      <div className="mt-6 flex items-center justify-between gap-4 border-line border-t pt-4">
        <dl className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1">
          <div>
            <dt className="sr-only">Стоимость</dt>
            <dd className="font-bold text-brand-700">{price ?? 'Цена по запросу'}</dd>
          </div>
          {service.duration && (
            <div className="text-ink-muted text-sm">
              <dt className="sr-only">Срок</dt>
              <dd className="flex items-center gap-1.5">
                <ClockIcon className="size-4 shrink-0" />
                {service.duration}
              </dd>
            </div>
          )}
        </dl>
        <ArrowIcon className="size-5 shrink-0 text-brand-500 transition-transform group-hover:translate-x-1" />
      </div>
    </article>
  )
}

/** Services as a grid of cards. */
export function ServiceGrid({
  services,
  category,
  columns = 'sm:grid-cols-2 lg:grid-cols-3',
}: {
  services: ServiceSummary[]
  category: string
  columns?: string
}) {
  return (
    <ul className={`grid gap-5 ${columns}`}>
      {services.map((service) => (
        <li key={service.slug}>
          <ServiceCard service={service} category={category} />
        </li>
      ))}
    </ul>
  )
}
