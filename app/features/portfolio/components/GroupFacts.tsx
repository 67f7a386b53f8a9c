import type { ReactNode } from 'react'
import { projectCount, yearSpan } from '../format.ts'
import type { TagRef } from '#shared/contract/common.ts'
import type { PortfolioGroup } from '../types.ts'
import { TagLinks } from './TagLinks.tsx'

/** Tags of all projects, each once, in the order they first appear. */
function uniqueTags(lists: TagRef[][]): TagRef[] {
  const seen = new Map<string, TagRef>()
  for (const tag of lists.flat()) if (!seen.has(tag.slug)) seen.set(tag.slug, tag)
  return [...seen.values()]
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 border-line border-t pt-5 first:border-t-0 first:pt-0">
      <dt className="font-semibold text-ink-muted text-sm uppercase tracking-wider">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  )
}

/** The group at a glance: how much, how long, what and for which industries. */
export function GroupFacts({ group }: { group: PortfolioGroup }) {
  const years = yearSpan(group.projects.map((project) => project.year))
  const services = uniqueTags(group.projects.map((project) => project.services))
  const industries = uniqueTags(group.projects.map((project) => project.industries))
  return (
    <aside
      aria-label="Коротко о сотрудничестве"
      className="self-start rounded-3xl border border-line bg-surface p-6 sm:p-8 lg:sticky lg:top-28"
    >
      <dl className="flex flex-col gap-5">
        {group.client && <Fact term="Клиент">{group.client.name}</Fact>}
        <Fact term="Сделали">
          <span className="font-bold text-2xl text-brand-700 tracking-tight">{projectCount(group.projects.length)}</span>
        </Fact>
        {years && <Fact term={years.includes('–') ? 'Годы' : 'Год'}>{years}</Fact>}
        {(services.length > 0 || industries.length > 0) && (
          <Fact term="Услуги и отрасли">
            <TagLinks services={services} industries={industries} label="Услуги и отрасли проектов" />
          </Fact>
        )}
      </dl>
    </aside>
  )
}
