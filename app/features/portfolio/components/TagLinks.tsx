import { Link } from '@tanstack/react-router'
import type { TagRef } from '#shared/contract/common.ts'
import type { PortfolioFilterKey } from '../search.ts'

/** How a link of each filter looks and what its tooltip says. */
const filters: Record<PortfolioFilterKey, { look: string; title: (tag: string) => string }> = {
  service: {
    look: 'border-brand-200 bg-brand-50 text-brand-800 hover:border-brand-400 hover:bg-brand-100',
    title: (tag) => `Все проекты по услуге «${tag}»`,
  },
  industry: {
    look: 'border-line bg-white text-ink hover:border-brand-300 hover:text-brand-700',
    title: (tag) => `Все проекты отрасли «${tag}»`,
  },
}

/** A tag as a link to the portfolio filtered by it alone. */
function TagLink({ tag, filter }: { tag: TagRef; filter: PortfolioFilterKey }) {
  const { look, title } = filters[filter]
  return (
    <li className="flex">
      <Link
        to="/portfolio/"
        activeOptions={{ exact: true }}
        search={{ [filter]: tag.slug }}
        className={`inline-flex min-h-9 items-center rounded-full border px-3.5 font-medium text-sm transition-colors ${look}`}
        title={title(tag.title)}
      >
        {tag.title}
      </Link>
    </li>
  )
}

/** Services and industries of a project, each a link to the portfolio filtered by it. */
export function TagLinks({
  services,
  industries,
  label = 'Услуги и отрасль',
}: {
  services: TagRef[]
  industries: TagRef[]
  label?: string
}) {
  if (services.length === 0 && industries.length === 0) return null
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {services.map((tag) => (
        <TagLink key={`service-${tag.slug}`} tag={tag} filter="service" />
      ))}
      {industries.map((tag) => (
        <TagLink key={`industry-${tag.slug}`} tag={tag} filter="industry" />
      ))}
    </ul>
  )
}
