import { ProjectGrid } from '#app/features/portfolio/components/ProjectCard.tsx'
import type { ProjectSummary } from '#app/features/portfolio/types.ts'
import { homeHeadings } from '../section-headings.ts'
import { HomeSection } from './HomeSection.tsx'

/** The latest projects from the portfolio. */
export function ProjectsSection({ projects }: { projects: ProjectSummary[] }) {
  return (
    <HomeSection heading={homeHeadings.projects} className="container-page pb-20 sm:pb-28">
      <div className="mt-12">
        <ProjectGrid projects={projects} headingLevel={3} />
      </div>
    </HomeSection>
  )
}
