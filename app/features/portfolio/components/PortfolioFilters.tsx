import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { projectCount } from '../format.ts'
import { activeFilters } from '../portfolio-route.ts'
import { hasFilters, withFilter, type PortfolioFilterKey, type PortfolioSearch } from '../search.ts'
import type { TagRef } from '#shared/contract/common.ts'
import type { PortfolioList } from '../types.ts'
import { LineIcon } from '#app/components/ui/LineIcon.tsx'

/**
 * The router marks a link whose search is a subset of the current one as current; filter links
 * must be current only on an exact match (a chip also marks itself when only the page differs).
 */
const EXACT = { exact: true } as const

const chipClass =
  'inline-flex min-h-10 shrink-0 items-center whitespace-nowrap rounded-full border border-line bg-white px-4 font-medium text-[15px] text-ink transition-colors hover:border-brand-300 hover:text-brand-700 [&[aria-current]]:border-brand-600 [&[aria-current]]:bg-brand-600 [&[aria-current]]:text-white'

/** One row of filter chips: «all», then every option; the chosen one is marked as current. */
function FilterGroup({
  label,
  allLabel,
  filterKey,
  options,
  search,
}: {
  label: string
  allLabel: string
  filterKey: PortfolioFilterKey
  options: TagRef[]
  search: PortfolioSearch
}) {
  const labelId = useId()
  const current = search[filterKey]
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend cannot take part in this flex layout.
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-3 lg:flex-row lg:items-start lg:gap-6">
      <p id={labelId} className="shrink-0 pt-2 font-semibold text-ink-muted text-sm uppercase tracking-wider lg:w-24">
        {label}
      </p>
      {/* On phones the chips scroll sideways instead of taking half the screen. */}
      <ul className="-mx-5 flex gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        <li className="flex">
          <Link
            to="/portfolio/"
            activeOptions={EXACT}
            search={withFilter(search, filterKey, undefined)}
            resetScroll={false}
            className={chipClass}
            aria-current={current ? undefined : 'true'}
          >
            {allLabel}
          </Link>
        </li>
        {options.map((option) => (
          <li key={option.slug} className="flex">
            <Link
              to="/portfolio/"
              activeOptions={EXACT}
              search={withFilter(search, filterKey, option.slug)}
              resetScroll={false}
              className={chipClass}
              aria-current={current === option.slug ? 'true' : undefined}
            >
              {option.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The service and industry filters of /portfolio/. Each choice is a link: the URL holds the state. */
export function PortfolioFilters({ search, filters }: { search: PortfolioSearch; filters: PortfolioList['filters'] }) {
  return (
    <section aria-label="Фильтры проектов" className="flex flex-col gap-5 rounded-3xl border border-line bg-white p-5 sm:p-7">
      <FilterGroup label="Услуга" allLabel="Все услуги" filterKey="service" options={filters.services} search={search} />
      <div className="border-line border-t" aria-hidden="true" />
      <FilterGroup label="Отрасль" allLabel="Все отрасли" filterKey="industry" options={filters.industries} search={search} />
    </section>
  )
}

/** How many projects match, which filters are on (each removable), and the way to clear them all. */
export function PortfolioSummary({ search, list }: { search: PortfolioSearch; list: PortfolioList }) {
  const active = activeFilters(search, list.filters)
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <p className="font-semibold text-ink" role="status">
        {list.meta.total > 0
          ? hasFilters(search)
            ? `Подходит ${projectCount(list.meta.total)}`
            : `Всего ${projectCount(list.meta.total)}`
          : 'Ничего не нашлось'}
      </p>
      {active.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-ink-muted text-sm">Выбрано:</span>
          <ul className="flex flex-wrap gap-2">
            {active.map((filter) => (
              <li key={filter.key}>
                <Link
                  to="/portfolio/"
                  activeOptions={EXACT}
                  search={withFilter(search, filter.key, undefined)}
                  resetScroll={false}
                  className="inline-flex min-h-9 items-center gap-2 rounded-full bg-brand-50 py-1 pr-3 pl-4 font-medium text-brand-800 text-sm transition-colors hover:bg-brand-100"
                  aria-label={`Убрать фильтр «${filter.label}: ${filter.title}»`}
                >
                  {filter.title}
                  <svg viewBox="0 0 16 16" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                    <path d="M4 4l8 8M12 4l-8 8" />
                  </svg>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to="/portfolio/"
            activeOptions={EXACT}
            search={{}}
            resetScroll={false}
            className="ml-1 font-semibold text-brand-700 text-sm underline decoration-brand-300 underline-offset-4 hover:decoration-brand-600"
          >
            Сбросить фильтры
          </Link>
        </div>
      )}
    </div>
  )
}

/** Nothing matches the chosen filters: say so kindly and offer the two ways on. */
export function PortfolioEmpty() {
  return (
    <div className="flex flex-col items-center gap-5 rounded-3xl border border-line border-dashed bg-surface px-6 py-16 text-center sm:px-12 sm:py-20">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-sm" aria-hidden="true">
        <LineIcon className="size-7" strokeWidth={1.8}>
          <circle cx="11" cy="11" r="6.5" />
          <path d="m16 16 4.5 4.5M8.5 11h5" />
        </LineIcon>
      </span>
      <h2 className="text-balance font-bold text-2xl text-ink tracking-tight">Такого сочетания в портфолио пока нет</h2>
      <p className="max-w-xl text-pretty text-ink-muted leading-relaxed">
        Мы не нашли проектов, которые подходят под все выбранные условия. Уберите один из фильтров — или расскажите о своей задаче:
        возможно, именно ваш проект откроет эту подборку.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link to="/portfolio/" search={{}} activeOptions={EXACT} resetScroll={false} className="button-primary">
          Сбросить фильтры
        </Link>
        <a href="/brief/" className="button-secondary">
          Обсудить проект
        </a>
      </div>
    </div>
  )
}
