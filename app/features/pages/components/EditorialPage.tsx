import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { Prose } from '#app/components/ui/Prose.tsx'
import { formatPostDate } from '#app/features/posts/format.ts'
import { TOC_MIN_ENTRIES } from '#app/features/posts/toc.ts'
import type { Crumb } from '#app/lib/seo.ts'
import type { Page } from '../types.ts'
import { PageBlocks } from './PageBlocks.tsx'
import { PageContents } from './PageContents.tsx'

/**
 * A text page from the API: header, blocks, then the body. A legal text (`edition`) says which
 * edition it is: the date of its last change, the same edition a consent given now names; it is
 * long, so its sections are listed above it.
 */
export function EditorialPage({ page, crumbs, edition = false }: { page: Page; crumbs: Crumb[]; edition?: boolean }) {
  return (
    <article>
      <PageHeader crumbs={crumbs} title={page.title} lead={page.lead}>
        {edition && <p className="text-ink-muted text-sm">Редакция от {formatPostDate(page.updated_at)}</p>}
      </PageHeader>
      {page.blocks.length > 0 && <PageBlocks blocks={page.blocks} />}
      {page.body && (
        <div className="container-page py-12 sm:py-16">
          {edition && page.sections.length >= TOC_MIN_ENTRIES && <PageContents sections={page.sections} />}
          <Prose html={page.body} />
        </div>
      )}
    </article>
  )
}
