import { Link } from '@tanstack/react-router'
import type { TagRef } from '#shared/contract/common.ts'

const tagClass = 'inline-flex min-h-9 items-center rounded-full border px-3.5 font-medium text-sm transition-colors'

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
      {services.map((service) => (
        <li key={`service-${service.slug}`} className="flex">
          <Link
            to="/portfolio/"
            activeOptions={{ exact: true }}
            search={{ service: service.slug }}
            className={`${tagClass} border-brand-200 bg-brand-50 text-brand-800 hover:border-brand-400 hover:bg-brand-100`}
            title={`Все проекты по услуге «${service.title}»`}
          >
            {service.title}
          </Link>
        </li>
      ))}
      {industries.map((industry) => (
        <li key={`industry-${industry.slug}`} className="flex">
          <Link
            to="/portfolio/"
            activeOptions={{ exact: true }}
            search={{ industry: industry.slug }}
            className={`${tagClass} border-line bg-white text-ink hover:border-brand-300 hover:text-brand-700`}
            title={`Все проекты отрасли «${industry.title}»`}
          >
            {industry.title}
          </Link>
        </li>
      ))}
    </ul>
  )
}
