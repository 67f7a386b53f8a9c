import { createFileRoute } from '@tanstack/react-router'
import { CompanyPage } from '#app/features/company/components/CompanyPage.tsx'
import { pageAboutOrganization } from '#app/features/company/json-ld.ts'
import { editorialPageRoute, useEditorialPageProps } from '#app/features/pages/page-route.ts'

export const Route = createFileRoute('/company')({
  ...editorialPageRoute('company', (siteUrl, path) => [pageAboutOrganization('AboutPage', siteUrl, path)]),
  component: CompanyRoute,
})

function CompanyRoute() {
  return <CompanyPage {...useEditorialPageProps('company')} />
}
