import { CompanyPage } from '#app/features/company/components/CompanyPage.tsx'
import { ContactsPage } from '#app/features/company/components/ContactsPage.tsx'
import { EditorialPage } from '#app/features/pages/components/EditorialPage.tsx'
import { topLevelCrumbs } from '#app/features/pages/page-route.ts'
import type { Page } from '#app/features/pages/types.ts'
import { PortfolioGroupView } from '#app/features/portfolio/components/GroupPage.tsx'
import { PortfolioProjectView } from '#app/features/portfolio/components/ProjectPage.tsx'
import { ServiceCategoryView } from '#app/features/services/components/ServiceCategoryPage.tsx'
import { ServiceView } from '#app/features/services/components/ServicePage.tsx'
import { SolutionView } from '#app/features/solutions/components/SolutionPage.tsx'
import type { ContentPreviews, PreviewedType } from '../previews.ts'

/** A site's page drawn by its own public component; a page with no component of its own is a text page. */
function PagePreview({ page }: { page: Page }) {
  const crumbs = page.slug === 'home' ? [] : topLevelCrumbs(page.title, `/${page.slug}/`)
  if (page.slug === 'company') return <CompanyPage page={page} crumbs={crumbs} />
  if (page.slug === 'contacts') return <ContactsPage page={page} crumbs={crumbs} />
  return <EditorialPage page={page} crumbs={crumbs} />
}

/** The public page of an item of `type`, drawn by the site's own component for it. */
export function ContentPreviewView<Type extends PreviewedType>({ type, item }: { type: Type; item: ContentPreviews[Type] }) {
  const shown = { type, item } as { [T in PreviewedType]: { type: T; item: ContentPreviews[T] } }[PreviewedType]
  switch (shown.type) {
    case 'service-categories':
      return <ServiceCategoryView category={shown.item} />
    case 'services':
      return <ServiceView service={shown.item} />
    case 'solutions':
      return <SolutionView solution={shown.item} />
    case 'portfolio-groups':
      return <PortfolioGroupView group={shown.item} />
    case 'portfolio-projects':
      return <PortfolioProjectView project={shown.item} />
    case 'pages':
      return <PagePreview page={shown.item} />
  }
}
