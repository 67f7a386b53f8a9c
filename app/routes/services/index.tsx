import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { SectionLinks } from '#app/components/ui/SectionLinks.tsx'
import { BriefCallToAction } from '#app/components/ui/BriefCallToAction.tsx'
import { CategoryOverview } from '#app/features/services/components/CategoryOverview.tsx'
import { serviceCategoriesQuery } from '#app/features/services/queries.ts'
import { breadcrumbJsonLd, seo, siteUrlOf, type Crumb } from '#app/lib/seo.ts'

const crumbs: Crumb[] = [
  { label: 'Главная', path: '/' },
  { label: 'Услуги', path: '/services/' },
]

export const Route = createFileRoute('/services/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(serviceCategoriesQuery),
  head: (context) =>
    seo(context, {
      title: 'Услуги веб-студии: сайты, интернет-магазины, сервисы',
      description:
        'Разработка сайтов и интернет-магазинов, личные кабинеты, дизайн, продвижение и поддержка. Цены и сроки по каждой услуге — веб-студия «Малахит».',
      jsonLd: [breadcrumbJsonLd(siteUrlOf(context.matches), crumbs)],
    }),
  component: ServicesPage,
})

function ServicesPage() {
  const { data: categories } = useSuspenseQuery(serviceCategoriesQuery)
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        title="Услуги"
        lead="Берём проект целиком — от исследования и прототипа до запуска и развития — или подключаемся на нужном этапе. У каждой услуги — понятный состав работ, ориентир по цене и срокам."
      >
        <nav aria-label="Направления" className="mt-2">
          <SectionLinks
            sections={categories.map((category) => ({ id: category.slug, text: category.title }))}
            className="flex flex-wrap gap-2"
            linkClassName="inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 font-semibold text-[15px] text-ink transition-colors hover:border-brand-300 hover:text-brand-700"
          />
        </nav>
      </PageHeader>
      <div className="container-page flex flex-col gap-12 py-14 sm:py-20">
        {categories.map((category, index) => (
          <CategoryOverview key={category.slug} category={category} index={index} />
        ))}
      </div>
      <BriefCallToAction />
    </>
  )
}
