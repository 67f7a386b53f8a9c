import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { groupHead } from '#app/features/portfolio/portfolio-route.ts'
import { portfolioGroupQuery } from '#app/features/portfolio/queries.ts'
import { isSlug } from '#app/features/portfolio/search.ts'
import { PortfolioGroupView } from '#app/features/portfolio/components/GroupPage.tsx'

/**
 * The catch-all single segment: a portfolio project group. Static
 * routes (/news/, /portfolio/ ...) rank above it; whatever else is not a group is a 404.
 */
export const Route = createFileRoute('/$slug/')({
  loader: ({ context, params }) => {
    if (!isSlug(params.slug)) throw notFound()
    return context.queryClient.ensureQueryData(portfolioGroupQuery(params.slug))
  },
  head: (context) => groupHead(context, context.loaderData),
  component: PortfolioGroupPage,
})

function PortfolioGroupPage() {
  const { slug } = Route.useParams()
  const { data: group } = useSuspenseQuery(portfolioGroupQuery(slug))
  return <PortfolioGroupView group={group} />
}
