import { Link } from '@tanstack/react-router'
import type { ProjectSummary } from '../types.ts'
import { ListImage } from '#app/components/ui/images.tsx'
import { TagChips } from '#app/components/ui/TagChips.tsx'

/**
 * A project in a list: cover, client group and year, title (the link, stretched over the card),
 * excerpt and the services it involved.
 */
export function ProjectCard({
  project,
  headingLevel = 3,
  eager = false,
  showGroup = true,
}: {
  project: ProjectSummary
  headingLevel?: 2 | 3
  /** Above the fold: load the cover at once. */
  eager?: boolean
  /** The group's name is redundant on the group's own page. */
  showGroup?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-white transition-[box-shadow,border-color] hover:border-brand-200 hover:shadow-[0_12px_40px_-16px_rgb(12_31_27/0.25)] has-[a:focus-visible]:border-brand-300">
      <div className="aspect-[16/9] overflow-hidden border-line border-b bg-brand-50">
        {project.cover && (
          <ListImage
            image={project.cover}
            eager={eager}
            className="size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03]"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6 sm:p-7">
        <p className="flex items-baseline justify-between gap-4 text-sm">
          {showGroup && <span className="font-semibold text-brand-700">{project.group.title}</span>}
          <span className={`${showGroup ? 'ml-auto ' : ''}shrink-0 text-ink-muted tabular-nums`}>{project.year}</span>
        </p>
        <Heading className="text-balance font-bold text-ink text-xl leading-snug tracking-tight">
          <Link
            to="/$slug/$project/"
            params={{ slug: project.group.slug, project: project.slug }}
            className="after:absolute after:inset-0 after:rounded-3xl group-hover:text-brand-700"
          >
            {project.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-ink-muted leading-relaxed">{project.excerpt}</p>
        <TagChips tags={project.services} label="Услуги" look="muted" className="mt-auto flex flex-wrap gap-2 pt-3" />
      </div>
    </article>
  )
}

/** A responsive grid of project cards: one column on phones, two on tablets, three on desktops. */
export function ProjectGrid({
  projects,
  headingLevel = 3,
  eagerCount = 0,
  showGroup = true,
}: {
  projects: ProjectSummary[]
  headingLevel?: 2 | 3
  eagerCount?: number
  showGroup?: boolean
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, index) => (
        <li key={`${project.group.slug}/${project.slug}`}>
          <ProjectCard project={project} headingLevel={headingLevel} eager={index < eagerCount} showGroup={showGroup} />
        </li>
      ))}
    </ul>
  )
}
