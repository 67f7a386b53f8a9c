import { ProjectGrid } from '#app/features/portfolio/components/ProjectCard.tsx'
import type { ProjectSummary } from '#app/features/portfolio/types.ts'
import { SectionHeading } from './SectionHeading.tsx'

/** The latest projects from the portfolio. */
export function ProjectsSection({ projects }: { projects: ProjectSummary[] }) {
  return (
    <section className="container-page pb-20 sm:pb-28" aria-labelledby="home-projects">
      <SectionHeading
        id="home-projects"
        title="Избранные проекты"
        lead="Задача, решение и результат в цифрах — по каждому проекту."
        more={{ label: 'Всё портфолио', to: '/portfolio/' }}
      />
      <div className="mt-12">
        <ProjectGrid projects={projects} headingLevel={3} />
      </div>
    </section>
  )
}
