import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PostCard } from '#app/features/posts/components/PostCard.tsx'
import { ProjectCard } from '#app/features/portfolio/components/ProjectCard.tsx'
import { ServiceCard } from '#app/features/services/components/ServiceCard.tsx'
import { SolutionCard } from '#app/features/solutions/components/SolutionCard.tsx'
import type { SeeAlso } from '../types.ts'

type ListPath = '/services/' | '/solutions/' | '/articles/' | '/portfolio/'

/** One kind of recommendation: a heading, the way to the whole list, and its cards. */
function Group({
  id,
  title,
  lead,
  more,
  children,
}: {
  id: string
  title: string
  lead: string
  more: { label: string; to: ListPath }
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-7">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="font-extrabold text-3xl text-ink tracking-tight sm:text-4xl">
            {title}
          </h2>
          <p className="mt-3 text-ink-muted text-lg leading-relaxed">{lead}</p>
        </div>
        <Link to={more.to} className="button-secondary shrink-0 self-start sm:self-auto">
          {more.label}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">{children}</ul>
    </section>
  )
}

/** «Рекомендуем посмотреть»: services, solutions, articles and projects, each kind that has any. */
export function SeeAlsoGroups({ seeAlso }: { seeAlso: SeeAlso }) {
  const { services, solutions, articles, projects } = seeAlso
  if (services.length + solutions.length + articles.length + projects.length === 0) {
    return <p className="text-ink-muted text-lg">Рекомендаций пока нет: загляните позже — мы готовим новые материалы.</p>
  }
  return (
    <div className="flex flex-col gap-16 sm:gap-20">
      {services.length > 0 && (
        <Group
          id="see-also-services"
          title="Услуги"
          lead="С чего обычно начинают работу с нами."
          more={{ label: 'Все услуги', to: '/services/' }}
        >
          {services.map((service) => (
            <li key={service.url}>
              <ServiceCard service={service} category={service.category.slug} />
            </li>
          ))}
        </Group>
      )}
      {solutions.length > 0 && (
        <Group
          id="see-also-solutions"
          title="Готовые решения"
          lead="Отраслевые сайты и магазины, которые запускаются быстрее разработки с нуля."
          more={{ label: 'Все решения', to: '/solutions/' }}
        >
          {solutions.map((solution) => (
            <li key={solution.url}>
              <SolutionCard solution={solution} headingLevel={3} />
            </li>
          ))}
        </Group>
      )}
      {articles.length > 0 && (
        <Group
          id="see-also-articles"
          title="Статьи"
          lead="Свежие материалы нашего журнала."
          more={{ label: 'Все статьи', to: '/articles/' }}
        >
          {articles.map((article) => (
            <li key={article.url} className="flex">
              <PostCard post={article} headingLevel={3} />
            </li>
          ))}
        </Group>
      )}
      {projects.length > 0 && (
        <Group
          id="see-also-projects"
          title="Проекты"
          lead="Последние работы из портфолио."
          more={{ label: 'Всё портфолио', to: '/portfolio/' }}
        >
          {projects.map((project) => (
            <li key={project.url}>
              <ProjectCard project={project} headingLevel={3} />
            </li>
          ))}
        </Group>
      )}
    </div>
  )
}
