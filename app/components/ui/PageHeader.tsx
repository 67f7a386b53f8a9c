import type { ReactNode } from 'react'
import type { Crumb } from '#app/lib/seo.ts'
import { Breadcrumbs } from './Breadcrumbs.tsx'

/** The top of an inner page: breadcrumbs, the one h1, a lead paragraph and optional extras. */
export function PageHeader({
  crumbs,
  title,
  lead,
  children,
}: {
  crumbs: Crumb[]
  title: string
  lead?: string | null
  children?: ReactNode
}) {
  return (
    <header className="border-line border-b bg-surface">
      <div className="container-page flex flex-col gap-5 py-10 sm:py-14">
        <Breadcrumbs crumbs={crumbs} />
        <h1 className="max-w-4xl text-balance font-extrabold text-4xl text-ink tracking-tight sm:text-5xl">{title}</h1>
        {lead && <p className="max-w-3xl text-pretty text-ink-muted text-lg leading-relaxed sm:text-xl">{lead}</p>}
        {children}
      </div>
    </header>
  )
}
