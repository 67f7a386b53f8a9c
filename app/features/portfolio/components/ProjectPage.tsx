import { Link } from '@tanstack/react-router'
import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { Prose } from '#app/components/ui/Prose.tsx'
import { BriefCallToAction } from '#app/components/ui/BriefCallToAction.tsx'
import { ExternalLinkItem } from '#app/features/portfolio/components/ExternalLinkItem.tsx'
import { isWebUrl } from '#app/features/portfolio/format.ts'
import { Fact } from '#app/features/portfolio/components/GroupFacts.tsx'
import { ProjectGrid } from '#app/features/portfolio/components/ProjectCard.tsx'
import { ProjectGallery } from '#app/features/portfolio/components/ProjectGallery.tsx'
import { TagLinks } from '#app/features/portfolio/components/TagLinks.tsx'
import { projectCrumbs } from '#app/features/portfolio/portfolio-route.ts'
import { PageCover } from '#app/components/ui/PageCover.tsx'
import type { PortfolioProject } from '#app/features/portfolio/types.ts'

/** A portfolio project's public page, given the project as the API answers it. */
export function PortfolioProjectView({ project }: { project: PortfolioProject }) {
  return (
    <article>
      <PageHeader crumbs={projectCrumbs(project)} title={project.title} lead={project.excerpt}>
        <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-3">
          <p className="inline-flex min-h-9 items-center rounded-full bg-ink px-3.5 font-semibold text-sm text-white tabular-nums">
            <span className="sr-only">Год запуска: </span>
            {project.year}
          </p>
          <TagLinks services={project.services} industries={project.industries} />
        </div>
      </PageHeader>

      <PageCover
        image={project.cover}
        spacing="pt-10 sm:pt-14"
        className="aspect-[16/9] w-full rounded-[2rem] border border-line bg-brand-50 object-cover"
      />

      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
        <Prose html={project.body} className="[&>:first-child]:mt-0" />
        <ProjectFacts project={project} />
      </div>

      <ProjectGallery images={project.images} />

      {project.related.length > 0 && (
        <section aria-labelledby="related-projects-title" className="container-page pt-16 sm:pt-20">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="related-projects-title" className="max-w-3xl text-balance font-extrabold text-3xl text-ink tracking-tight sm:text-4xl">
              Ещё для клиента «{project.group.title}»
            </h2>
            <Link to="/$slug/" params={{ slug: project.group.slug }} className="button-secondary">
              Все проекты клиента
            </Link>
          </div>
          <div className="mt-8">
            <ProjectGrid projects={project.related} showGroup={false} />
          </div>
        </section>
      )}

      <BriefCallToAction title="Нужен такой же результат?" />
    </article>
  )
}

/** The case at a glance, beside its story: client, year, links. */
function ProjectFacts({ project }: { project: PortfolioProject }) {
  const links = project.links.filter((link) => isWebUrl(link.url))
  return (
    <aside aria-label="О проекте" className="self-start rounded-3xl border border-line bg-surface p-6 sm:p-8 lg:sticky lg:top-28">
      <dl className="flex flex-col gap-5">
        <Fact term="Клиент">
          <span className="flex flex-col items-start gap-3">
            {project.client?.logo && (
              <span className="inline-flex h-14 items-center rounded-2xl border border-line bg-white px-3">
                <img
                  src={project.client.logo.src}
                  alt={project.client.logo.alt}
                  width={240}
                  height={96}
                  loading="lazy"
                  decoding="async"
                  className="h-10 w-auto"
                />
              </span>
            )}
            <Link
              to="/$slug/"
              params={{ slug: project.group.slug }}
              className="font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-600"
            >
              {project.client?.name ?? project.group.title}
            </Link>
          </span>
        </Fact>
        <Fact term="Год запуска">
          <span className="tabular-nums">{project.year}</span>
        </Fact>
        {links.length > 0 && (
          <Fact term="Ссылки">
            <ul className="flex flex-col gap-2">
              {links.map((link) => (
                <li key={link.url}>
                  <ExternalLinkItem href={link.url} label={link.label} />
                </li>
              ))}
            </ul>
          </Fact>
        )}
      </dl>
      <a href="/brief/" className="button-primary mt-8 w-full">
        Обсудить похожий проект
      </a>
    </aside>
  )
}
