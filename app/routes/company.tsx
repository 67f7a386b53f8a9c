import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { CompanyPage } from '#app/features/company/components/CompanyPage.tsx'
import { pageAboutOrganization } from '#app/features/company/json-ld.ts'
import { editorialCrumbs, pageHead } from '#app/features/pages/page-route.ts'
import { pageQuery } from '#app/features/pages/queries.ts'

export const Route = createFileRoute('/company')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQuery('company')),
  head: (context) => pageHead(context, context.loaderData, (siteUrl, path) => [pageAboutOrganization('AboutPage', siteUrl, path)]),
  component: CompanyRoute,
})

function CompanyRoute() {
  const { data: page } = useSuspenseQuery(pageQuery('company'))
  return <CompanyPage page={page} crumbs={editorialCrumbs(page, '/company/')} />
}
