import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { projectHead } from '#app/features/portfolio/portfolio-route.ts'
import { portfolioProjectQuery } from '#app/features/portfolio/queries.ts'
import { isSlug } from '#app/features/portfolio/search.ts'
import { PortfolioProjectView } from '#app/features/portfolio/components/ProjectPage.tsx'

/** The catch-all two segments: a project of a portfolio group. */
export const Route = createFileRoute('/$slug/$project')({
  loader: ({ context, params }) => {
    if (!isSlug(params.slug) || !isSlug(params.project)) throw notFound()
    return context.queryClient.ensureQueryData(portfolioProjectQuery(params.slug, params.project))
  },
  head: (context) => projectHead(context, context.loaderData),
  component: PortfolioProjectPage,
})

function PortfolioProjectPage() {
  const { slug, project: projectSlug } = Route.useParams()
  const { data: project } = useSuspenseQuery(portfolioProjectQuery(slug, projectSlug))
  return <PortfolioProjectView project={project} />
}
