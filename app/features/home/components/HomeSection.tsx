import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { SectionTitle } from '#app/components/ui/SectionTitle.tsx'
import type { HomeSectionHeading } from '../types.ts'

/**
 * A section of the home page: its heading with a lead and a link to the whole list, then what it
 * shows. A `band` section is a tinted stripe across the page; `className` then lays out its inside.
 */
export function HomeSection({
  heading,
  className,
  band = false,
  children,
}: {
  heading: HomeSectionHeading
  className: string
  band?: boolean
  children: ReactNode
}) {
  const content = (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SectionTitle id={heading.id} title={heading.title} lead={heading.lead} className="max-w-2xl" />
        <Link to={heading.more.to} className="button-secondary shrink-0 self-start sm:self-auto">
          {heading.more.label}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
      {children}
    </>
  )
  return band ? (
    <section className="border-line border-y bg-surface" aria-labelledby={heading.id}>
      <div className={className}>{content}</div>
    </section>
  ) : (
    <section className={className} aria-labelledby={heading.id}>
      {content}
    </section>
  )
}
