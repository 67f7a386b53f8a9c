import { Link } from '@tanstack/react-router'
import type { HomeServiceCategory } from '../types.ts'
import { plural } from '#app/lib/plural.ts'
import { HomeSection } from './HomeSection.tsx'

/** What the studio does: every service category, each linking to its page. */
export function ServicesSection({ title, lead, categories }: { title: string; lead?: string; categories: HomeServiceCategory[] }) {
  return (
    <HomeSection
      heading={{ id: 'home-services', title, lead, more: { label: 'Все услуги', to: '/services/' } }}
      className="container-page py-20 sm:py-28"
    >
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category, index) => (
          <li
            key={category.slug}
            className="group relative flex flex-col gap-3 rounded-3xl border border-line bg-white p-8 transition-[box-shadow,border-color] hover:border-brand-200 hover:shadow-[0_12px_40px_-16px_rgb(12_31_27/0.25)] has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-brand-400"
          >
            <span className="font-bold text-brand-600 text-sm tabular-nums">{String(index + 1).padStart(2, '0')}</span>
            <h3 className="font-bold text-2xl text-ink tracking-tight">
              <Link
                to="/services/$category/"
                params={{ category: category.slug }}
                className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none group-hover:text-brand-700"
              >
                {category.title}
              </Link>
            </h3>
            <p className="text-ink-muted leading-relaxed">{category.excerpt}</p>
            <p className="mt-auto pt-2 font-semibold text-brand-700 text-sm">
              {category.serviceCount} {plural(category.serviceCount, 'услуга', 'услуги', 'услуг')}
            </p>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
