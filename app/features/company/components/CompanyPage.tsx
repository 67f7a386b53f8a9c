import { Link } from '@tanstack/react-router'
import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { Prose } from '#app/components/ui/Prose.tsx'
import { SectionLinks } from '#app/components/ui/SectionLinks.tsx'
import { PageBlocks } from '#app/features/pages/components/PageBlocks.tsx'
import type { Page } from '#app/features/pages/types.ts'
import type { PageBlock } from '#shared/contract/pages.ts'
import type { Crumb } from '#app/lib/seo.ts'
import { site } from '#app/lib/site.ts'
import { sectionHeadings } from '../headings.ts'
import { ValuesSection } from './ValuesSection.tsx'

/**
 * The about page: the figures right under the header, then the story with a table of contents
 * beside it, then the values and the call to action.
 */
export function CompanyPage({ page, crumbs }: { page: Page; crumbs: Crumb[] }) {
  const figures = page.blocks.filter((block) => block.type === 'stats')
  const rest = page.blocks.filter((block) => block.type !== 'stats')
  const headings = page.body ? sectionHeadings(page.body) : []

  return (
    <article>
      <PageHeader crumbs={crumbs} title={page.title} lead={page.lead} />
      {figures.length > 0 && <PageBlocks blocks={figures} />}

      {page.body && (
        <div className="container-page grid gap-12 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-20">
          <Prose html={page.body} className="[&>h2:first-child]:mt-0" />
          <aside aria-label="Навигация по странице и контакты" className="hidden lg:block">
            <div className="sticky top-28 flex flex-col gap-6">
              {headings.length > 1 && (
                <nav aria-label="Разделы страницы" className="rounded-3xl border border-line p-6">
                  <p className="font-semibold text-ink-muted text-sm uppercase tracking-wider">На этой странице</p>
                  <SectionLinks
                    sections={headings}
                    className="mt-4 flex flex-col gap-1"
                    linkClassName="-mx-3 block rounded-xl px-3 py-2 font-medium text-ink transition-colors hover:bg-surface hover:text-brand-700"
                  />
                </nav>
              )}
              <div className="rounded-3xl bg-brand-800 p-6 text-white">
                <p className="font-bold text-xl tracking-tight">Обсудим ваш проект?</p>
                <p className="mt-2 text-brand-100 text-sm leading-relaxed">Расскажите о задаче в брифе или позвоните нам.</p>
                <Link
                  to="/brief/"
                  className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 font-semibold text-brand-800 transition-colors hover:bg-brand-50"
                >
                  Заполнить бриф <span aria-hidden="true">→</span>
                </Link>
                <a href={site.phone.href} className="mt-4 block font-semibold text-white hover:text-brand-100">
                  {site.phone.display}
                </a>
              </div>
            </div>
          </aside>
        </div>
      )}

      {rest.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are the page's fixed order and never move.
        <CompanyBlock key={`${block.type}-${index}`} block={block} index={index} />
      ))}
    </article>
  )
}

/** Lists of values stand out on a tinted band; the rest render as on any page. */
function CompanyBlock({ block, index }: { block: PageBlock; index: number }) {
  if (block.type === 'features') {
    return (
      <div className="mb-20 sm:mb-24">
        <ValuesSection block={block} id={`company-values-${index}`} />
      </div>
    )
  }
  return <PageBlocks blocks={[block]} />
}
