import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { solutionQuery } from '#app/features/solutions/queries.ts'
import { solutionHead } from '#app/features/solutions/route-head.ts'
import { SolutionView } from '#app/features/solutions/components/SolutionPage.tsx'

export const Route = createFileRoute('/solutions/$slug')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(solutionQuery(params.slug)),
  head: (context) => solutionHead(context, context.loaderData),
  component: SolutionPage,
})

function SolutionPage() {
  const params = Route.useParams()
  const { data: solution } = useSuspenseQuery(solutionQuery(params.slug))
  return <SolutionView solution={solution} />
}
