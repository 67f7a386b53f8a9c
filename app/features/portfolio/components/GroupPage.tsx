import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { Prose } from '#app/components/ui/Prose.tsx'
import { BriefCallToAction } from '#app/components/ui/BriefCallToAction.tsx'
import { ClientBadge } from '#app/features/portfolio/components/ClientBadge.tsx'
import { GroupFacts } from '#app/features/portfolio/components/GroupFacts.tsx'
import { ProjectGrid } from '#app/features/portfolio/components/ProjectCard.tsx'
import { groupCrumbs } from '#app/features/portfolio/portfolio-route.ts'
import { CoverImage } from '#app/components/ui/images.tsx'
import type { PortfolioGroup } from '#app/features/portfolio/types.ts'

/** A portfolio group's public page, given the group as the API answers it. */
export function PortfolioGroupView({ group }: { group: PortfolioGroup }) {
  return (
    <article>
      <PageHeader crumbs={groupCrumbs(group)} title={group.title} lead={group.excerpt}>
        {group.client && <ClientBadge client={group.client} />}
      </PageHeader>

      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <div className="flex flex-col gap-8">
          {group.cover && (
            <CoverImage image={group.cover} className="aspect-[16/9] w-full rounded-3xl border border-line bg-brand-50 object-cover" />
          )}
          {group.body && <Prose html={group.body} />}
        </div>
        <GroupFacts group={group} />
      </div>

      {group.projects.length > 0 && (
        <section aria-labelledby="group-projects-title" className="container-page">
          <h2 id="group-projects-title" className="font-extrabold text-3xl text-ink tracking-tight sm:text-4xl">
            Проекты
          </h2>
          <div className="mt-8">
            <ProjectGrid projects={group.projects} showGroup={false} />
          </div>
        </section>
      )}

      <BriefCallToAction />
    </article>
  )
}
