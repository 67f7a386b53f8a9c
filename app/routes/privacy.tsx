import { createFileRoute } from '@tanstack/react-router'
import { EditorialPage } from '#app/features/pages/components/EditorialPage.tsx'
import { editorialPageRoute, useEditorialPageProps } from '#app/features/pages/page-route.ts'

export const Route = createFileRoute('/privacy')({
  ...editorialPageRoute('privacy'),
  component: PrivacyPage,
})

function PrivacyPage() {
  return <EditorialPage edition {...useEditorialPageProps('privacy')} />
}
