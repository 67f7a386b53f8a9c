import { Link } from '@tanstack/react-router'
import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { Prose } from '#app/components/ui/Prose.tsx'
import { BriefCallToAction } from '#app/components/ui/BriefCallToAction.tsx'
import { Checklist } from '#app/features/services/components/Checklist.tsx'
import { ArrowIcon } from '#app/features/services/components/icons.tsx'
import { PricePanel } from '#app/features/services/components/PricePanel.tsx'
import { ServiceGrid } from '#app/features/services/components/ServiceCard.tsx'
import { serviceCrumbs } from '#app/features/services/crumbs.ts'
import type { Service } from '#app/features/services/types.ts'

/** A service's public page, given the service as the API answers it. */
export function ServiceView({ service }: { service: Service }) {
  return (
    <>
      <PageHeader crumbs={serviceCrumbs(service.category, service)} title={service.title} lead={service.excerpt} />
      <div className="container-page grid grid-cols-1 items-start gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
        <div className="lg:sticky lg:top-28 lg:col-start-2 lg:row-start-1">
          <PricePanel priceFrom={service.price_from} duration={service.duration} />
        </div>
        <div className="flex min-w-0 flex-col gap-12 lg:col-start-1 lg:row-start-1">
          {service.highlights.length > 0 && (
            <section aria-labelledby="highlights-title">
              <h2 id="highlights-title" className="font-extrabold text-2xl text-ink tracking-tight sm:text-3xl">
                Главное об услуге
              </h2>
              <Checklist items={service.highlights} className="mt-6" />
            </section>
          )}
          <Prose html={service.body} />
        </div>
      </div>
      {service.related.length > 0 && (
        <section aria-labelledby="related-title" className="border-line border-t bg-surface">
          <div className="container-page py-14 sm:py-20">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="related-title" className="text-balance font-extrabold text-3xl text-ink tracking-tight sm:text-4xl">
                Другие услуги направления
              </h2>
              <Link
                to="/services/$category/"
                params={{ category: service.category.slug }}
                className="group inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800"
              >
                {service.category.title}
                <ArrowIcon className="size-4 transition-transform group-hover:translate-x-1" />
              </Link>
            </div>
            <div className="mt-10">
              <ServiceGrid services={service.related} category={service.category.slug} />
            </div>
          </div>
        </section>
      )}
      <div className="pt-20 sm:pt-24">
        <BriefCallToAction />
      </div>
    </>
  )
}
