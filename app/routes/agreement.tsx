import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { EditorialPage } from '#app/features/pages/components/EditorialPage.tsx'
import { editorialCrumbs, pageHead } from '#app/features/pages/page-route.ts'
import { pageQuery } from '#app/features/pages/queries.ts'

export const Route = createFileRoute('/agreement')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQuery('agreement')),
  head: (context) => pageHead(context, context.loaderData),
  component: AgreementPage,
})

function AgreementPage() {
  const { data: page } = useSuspenseQuery(pageQuery('agreement'))
  return <EditorialPage page={page} crumbs={editorialCrumbs(page, '/agreement/')} />
}
