import { createFileRoute } from '@tanstack/react-router'
import { EditorialPage } from '#app/features/pages/components/EditorialPage.tsx'
import { editorialPageRoute, useEditorialPageProps } from '#app/features/pages/page-route.ts'

export const Route = createFileRoute('/agreement')({
  ...editorialPageRoute('agreement'),
  component: AgreementPage,
})

function AgreementPage() {
  return <EditorialPage edition {...useEditorialPageProps('agreement')} />
}
