import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { Prose } from '#app/components/ui/Prose.tsx'
import { BriefCallToAction } from '#app/components/ui/BriefCallToAction.tsx'
import { ServiceGrid } from '#app/features/services/components/ServiceCard.tsx'
import { serviceCrumbs } from '#app/features/services/crumbs.ts'
import { plural } from '#app/lib/plural.ts'
import type { ServiceCategory } from '#app/features/services/types.ts'

/** A service category's public page, given the category as the API answers it. */
export function ServiceCategoryView({ category }: { category: ServiceCategory }) {
  return (
    <>
      <PageHeader crumbs={serviceCrumbs(category)} title={category.title} lead={category.excerpt} />
      {(category.body || category.cover) && (
        <div className="container-page grid grid-cols-1 items-start gap-10 py-14 sm:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
          {category.body && <Prose html={category.body} />}
          {category.cover && (
            <img
              src={category.cover.src}
              alt={category.cover.alt}
              width={1200}
              height={675}
              decoding="async"
              className="aspect-[16/9] w-full rounded-3xl border border-line bg-brand-50 object-cover lg:sticky lg:top-28"
            />
          )}
        </div>
      )}
      <section aria-labelledby="category-services-title" className="border-line border-t bg-surface">
        <div className="container-page py-14 sm:py-20">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="category-services-title" className="font-extrabold text-3xl text-ink tracking-tight sm:text-4xl">
              Услуги направления
            </h2>
            <p className="text-ink-muted">
              {category.services.length} {plural(category.services.length, 'услуга', 'услуги', 'услуг')}
            </p>
          </div>
          <div className="mt-10">
            {category.services.length > 0 ? (
              <ServiceGrid services={category.services} category={category.slug} />
            ) : (
              <p className="text-ink-muted text-lg">
                Услуги направления готовим к публикации. Расскажите о задаче в брифе — подскажем, с чего начать.
              </p>
            )}
          </div>
        </div>
      </section>
      <div className="pt-20 sm:pt-24">
        <BriefCallToAction />
      </div>
    </>
  )
}
