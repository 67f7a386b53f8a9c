import { createFileRoute } from '@tanstack/react-router'
import { ContactsPage } from '#app/features/company/components/ContactsPage.tsx'
import { pageAboutOrganization } from '#app/features/company/json-ld.ts'
import { editorialPageRoute, useEditorialPageProps } from '#app/features/pages/page-route.ts'

export const Route = createFileRoute('/contacts')({
  ...editorialPageRoute('contacts', (siteUrl, path) => [pageAboutOrganization('ContactPage', siteUrl, path)]),
  component: ContactsRoute,
})

function ContactsRoute() {
  return <ContactsPage {...useEditorialPageProps('contacts')} />
}
