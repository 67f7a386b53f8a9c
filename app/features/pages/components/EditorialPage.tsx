import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { Prose } from '#app/components/ui/Prose.tsx'
import type { Crumb } from '#app/lib/seo.ts'
import type { Page } from '../types.ts'
import { PageBlocks } from './PageBlocks.tsx'

/** A text page from the API: header, blocks, then the body. */
export function EditorialPage({ page, crumbs }: { page: Page; crumbs: Crumb[] }) {
  return (
    <article>
      <PageHeader crumbs={crumbs} title={page.title} lead={page.lead} />
      {page.blocks.length > 0 && <PageBlocks blocks={page.blocks} />}
      {page.body && (
        <div className="container-page py-12 sm:py-16">
          <Prose html={page.body} />
        </div>
      )}
    </article>
  )
}
