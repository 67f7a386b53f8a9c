import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { BriefCallToAction } from '#app/components/ui/BriefCallToAction.tsx'
import { PortfolioEmpty, PortfolioFilters, PortfolioSummary } from '#app/features/portfolio/components/PortfolioFilters.tsx'
import { ProjectGrid } from '#app/features/portfolio/components/ProjectCard.tsx'
import {
  PORTFOLIO_DESCRIPTION,
  PORTFOLIO_LEAD,
  PORTFOLIO_TITLE,
  portfolioCrumbs,
  portfolioTitle,
} from '#app/features/portfolio/portfolio-route.ts'
import { portfolioListQuery } from '#app/features/portfolio/queries.ts'
import { isSlug, PortfolioSearchSchema } from '#app/features/portfolio/search.ts'
import { breadcrumbJsonLd, listQuery, seo, siteUrlOf } from '#app/lib/seo.ts'

export const Route = createFileRoute('/portfolio/')({
  validateSearch: PortfolioSearchSchema,
  loaderDeps: ({ search }) => search,
  // A filter that cannot be a slug answers 404 at once; one the API does not know, through the API.
  loader: ({ context, deps }) => {
    if ([deps.service, deps.industry].some((value) => value !== undefined && !isSlug(value))) throw notFound()
    return context.queryClient.ensureQueryData(portfolioListQuery(deps))
  },
  head: (context) =>
    context.loaderData
      ? seo(context, {
          title: portfolioTitle(context.match.search, context.loaderData.filters),
          description: PORTFOLIO_DESCRIPTION,
          query: listQuery(
            { service: context.match.search.service, industry: context.match.search.industry },
            context.loaderData.meta.current_page,
          ),
          jsonLd: [breadcrumbJsonLd(siteUrlOf(context.matches), portfolioCrumbs())],
        })
      : {},
  component: PortfolioPage,
})

function PortfolioPage() {
  const search = Route.useSearch()
  const { data: list } = useSuspenseQuery(portfolioListQuery(search))
  return (
    <>
      <PageHeader crumbs={portfolioCrumbs()} title={PORTFOLIO_TITLE} lead={PORTFOLIO_LEAD} />
      <div className="container-page flex flex-col gap-8 py-10 sm:py-14">
        <PortfolioFilters search={search} filters={list.filters} />
        <PortfolioSummary search={search} list={list} />
        {list.data.length > 0 ? (
          <section aria-label="Проекты">
            <ProjectGrid projects={list.data} headingLevel={2} eagerCount={3} />
            <Pagination page={list.meta.current_page} lastPage={list.meta.last_page} label="Страницы портфолио" />
          </section>
        ) : (
          <PortfolioEmpty />
        )}
      </div>
      <BriefCallToAction title="Следующим в портфолио может быть ваш проект" />
    </>
  )
}
