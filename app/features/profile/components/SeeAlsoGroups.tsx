import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { PostCard } from '#app/features/posts/components/PostCard.tsx'
import { ProjectCard } from '#app/features/portfolio/components/ProjectCard.tsx'
import { ServiceCard } from '#app/features/services/components/ServiceCard.tsx'
import { SolutionCard } from '#app/features/solutions/components/SolutionCard.tsx'
import type { SeeAlso } from '../types.ts'

type Kind = keyof SeeAlso

interface GroupHeading {
  kind: Kind
  title: string
  lead: string
  /** The way to the whole list of this kind. */
  more: { label: string; to: '/services/' | '/solutions/' | '/articles/' | '/portfolio/' }
}

/** The kinds of recommendation in the order they are shown. */
const GROUPS: GroupHeading[] = [
  { kind: 'services', title: 'Услуги', lead: 'С чего обычно начинают работу с нами.', more: { label: 'Все услуги', to: '/services/' } },
  {
    kind: 'solutions',
    title: 'Готовые решения',
    lead: 'Отраслевые сайты и магазины, которые запускаются быстрее разработки с нуля.',
    more: { label: 'Все решения', to: '/solutions/' },
  },
  { kind: 'articles', title: 'Статьи', lead: 'Свежие материалы нашего журнала.', more: { label: 'Все статьи', to: '/articles/' } },
  { kind: 'projects', title: 'Проекты', lead: 'Последние работы из портфолио.', more: { label: 'Всё портфолио', to: '/portfolio/' } },
]

/** One kind of recommendation: a heading, the way to the whole list, and its cards (each keyed by its address). */
function Group({ kind, title, lead, more, cards }: GroupHeading & { cards: ReactElement[] }) {
  const id = `see-also-${kind}`
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
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
        {cards.map((card) => (
          // A post card fills the height of its row only as a flex item.
          <li key={card.key} className={kind === 'articles' ? 'flex' : undefined}>
            {card}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** «Рекомендуем посмотреть»: services, solutions, articles and projects, each kind that has any. */
export function SeeAlsoGroups({ seeAlso }: { seeAlso: SeeAlso }) {
  const cards: Record<Kind, ReactElement[]> = {
    services: seeAlso.services.map((service) => <ServiceCard key={service.url} service={service} category={service.category.slug} />),
    solutions: seeAlso.solutions.map((solution) => <SolutionCard key={solution.url} solution={solution} headingLevel={3} />),
    articles: seeAlso.articles.map((article) => <PostCard key={article.url} post={article} headingLevel={3} />),
    projects: seeAlso.projects.map((project) => <ProjectCard key={project.url} project={project} headingLevel={3} />),
  }
  const shown = GROUPS.filter(({ kind }) => cards[kind].length > 0)
  if (shown.length === 0) {
    return <p className="text-ink-muted text-lg">Рекомендаций пока нет: загляните позже — мы готовим новые материалы.</p>
  }
  return (
    <div className="flex flex-col gap-16 sm:gap-20">
      {shown.map((group) => (
        <Group key={group.kind} {...group} cards={cards[group.kind]} />
      ))}
    </div>
  )
}
