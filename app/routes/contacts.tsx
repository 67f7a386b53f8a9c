import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ContactsPage } from '#app/features/company/components/ContactsPage.tsx'
import { pageAboutOrganization } from '#app/features/company/json-ld.ts'
import { editorialCrumbs, pageHead } from '#app/features/pages/page-route.ts'
import { pageQuery } from '#app/features/pages/queries.ts'

export const Route = createFileRoute('/contacts')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQuery('contacts')),
  head: (context) => pageHead(context, context.loaderData, (siteUrl, path) => [pageAboutOrganization('ContactPage', siteUrl, path)]),
  component: ContactsRoute,
})

function ContactsRoute() {
  const { data: page } = useSuspenseQuery(pageQuery('contacts'))
  return <ContactsPage page={page} crumbs={editorialCrumbs(page, '/contacts/')} />
}
