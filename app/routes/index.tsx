import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { organizationJsonLd } from '#app/features/company/json-ld.ts'
import { websiteJsonLd } from '#app/features/search/json-ld.ts'
import { ClientsSection } from '#app/features/home/components/ClientsSection.tsx'
import { JournalSection } from '#app/features/home/components/JournalSection.tsx'
import { ProjectsSection } from '#app/features/home/components/ProjectsSection.tsx'
import { ServicesSection } from '#app/features/home/components/ServicesSection.tsx'
import { homeQuery } from '#app/features/home/queries.ts'
import { CallToActionSection } from '#app/features/pages/components/CallToActionSection.tsx'
import { HeroSection } from '#app/features/pages/components/HeroSection.tsx'
import { StatsSection } from '#app/features/pages/components/StatsSection.tsx'
import type { PageBlock } from '#shared/contract/pages.ts'
import type { ProjectSummary } from '#app/features/portfolio/types.ts'
import { seo, siteUrlOf } from '#app/lib/seo.ts'

export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient } }) => (await queryClient.ensureQueryData(homeQuery)).page,
  head: (context) =>
    context.loaderData
      ? seo(context, {
          title: context.loaderData.seo.title,
          description: context.loaderData.seo.description,
          image: context.loaderData.seo.image?.src,
          jsonLd: [organizationJsonLd(siteUrlOf(context.matches)), websiteJsonLd(siteUrlOf(context.matches))],
        })
      : {},
  component: HomePage,
})

const blockOf = <T extends PageBlock['type']>(blocks: PageBlock[], type: T) =>
  blocks.find((block): block is Extract<PageBlock, { type: T }> => block.type === type)

/** The newest project's cover, as the hero's picture. */
const showcaseOf = (project: ProjectSummary | undefined) =>
  project?.cover ? { ...project.cover, caption: `${project.title} — ${project.group.title}, ${project.year}` } : null

function HomePage() {
  const {
    data: { page, services, projects, clients, news, articles },
  } = useSuspenseQuery(homeQuery)
  const hero = blockOf(page.blocks, 'hero')
  const stats = blockOf(page.blocks, 'stats')
  const features = blockOf(page.blocks, 'features')
  const cta = blockOf(page.blocks, 'cta')
  return (
    <>
      {hero && <HeroSection block={hero} showcase={showcaseOf(projects[0])} />}
      {stats && <StatsSection block={stats} />}
      <ServicesSection title={features?.title ?? 'Что мы делаем'} lead={features?.lead} categories={services} />
      <ProjectsSection projects={projects} />
      <ClientsSection clients={clients} />
      <JournalSection articles={articles} news={news} />
      {cta && <CallToActionSection block={cta} />}
    </>
  )
}
