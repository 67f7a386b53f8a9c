import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { ContactsPage } from '#app/features/company/components/ContactsPage.tsx'
import { pageAboutOrganization } from '#app/features/company/json-ld.ts'
import { editorialCrumbs } from '#app/features/pages/page-route.ts'
import { pageQuery } from '#app/features/pages/queries.ts'
import { breadcrumbJsonLd, seo, siteUrlOf } from '#app/lib/seo.ts'

export const Route = createFileRoute('/contacts')({
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQuery('contacts')),
  head: (context) => {
    const page = context.loaderData
    if (!page) return {}
    const siteUrl = siteUrlOf(context.matches)
    return seo(context, {
      title: page.seo.title,
      description: page.seo.description,
      jsonLd: [
        breadcrumbJsonLd(siteUrl, editorialCrumbs(page, context.match.pathname)),
        pageAboutOrganization('ContactPage', siteUrl, context.match.pathname),
      ],
    })
  },
  component: ContactsRoute,
})

function ContactsRoute() {
  const { data: page } = useSuspenseQuery(pageQuery('contacts'))
  return <ContactsPage page={page} crumbs={editorialCrumbs(page, '/contacts/')} />
}
