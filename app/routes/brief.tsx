import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { BriefPage } from '#app/features/forms/components/BriefPage.tsx'
import { briefOptionsQuery } from '#app/features/forms/queries.ts'
import { pageHead, topLevelCrumbs } from '#app/features/pages/page-route.ts'
import { pageQuery } from '#app/features/pages/queries.ts'

export const Route = createFileRoute('/brief')({
  loader: async ({ context }) => {
    const [page] = await Promise.all([
      context.queryClient.ensureQueryData(pageQuery('brief')),
      context.queryClient.ensureQueryData(briefOptionsQuery),
    ])
    return page
  },
  head: (context) => pageHead(context, context.loaderData),
  component: BriefRoute,
})

function BriefRoute() {
  const { data: page } = useSuspenseQuery(pageQuery('brief'))
  const { data: options } = useSuspenseQuery(briefOptionsQuery)
  return <BriefPage page={page} options={options} crumbs={topLevelCrumbs(page.title, '/brief/')} />
}
