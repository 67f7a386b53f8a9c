import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { Prose } from '#app/components/ui/Prose.tsx'
import type { Page } from '#app/features/pages/types.ts'
import type { Crumb } from '#app/lib/seo.ts'
import type { BriefOptions } from '../types.ts'
import { BriefForm } from './BriefForm.tsx'

/** The brief page: the form in front, the editors' notes on what happens next beside it. */
export function BriefPage({ page, options, crumbs }: { page: Page; options: BriefOptions; crumbs: Crumb[] }) {
  return (
    <article>
      <PageHeader crumbs={crumbs} title={page.title} lead={page.lead} />
      <div className="container-page grid gap-12 py-10 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 self-start rounded-3xl border border-line bg-white p-5 shadow-[0_24px_60px_-32px_rgb(12_31_27/0.35)] sm:p-10">
          <BriefForm options={options} />
        </div>
        {page.body && (
          <aside aria-label="Как мы работаем с брифом">
            <Prose
              html={page.body}
              className="text-base [&_h2]:mt-10 [&_h2]:text-xl [&>h2:first-child]:mt-0 sm:[&_h2]:text-2xl lg:[&_h2]:text-xl"
            />
          </aside>
        )}
      </div>
    </article>
  )
}
