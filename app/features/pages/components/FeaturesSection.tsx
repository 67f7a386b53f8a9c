import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { FeaturesBlock } from '#shared/contract/pages.ts'
import { SectionTitle } from '#app/components/ui/SectionTitle.tsx'

export function FeaturesSection({ block }: { block: FeaturesBlock }) {
  const titleId = useId()
  return (
    <section className="container-page py-20 sm:py-28" aria-labelledby={titleId}>
      <SectionTitle id={titleId} title={block.title} lead={block.lead} className="max-w-2xl" />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2">
        {block.items.map((item, index) => (
          <li
            key={item.title}
            className="group relative flex flex-col gap-3 rounded-3xl border border-line bg-white p-8 transition-shadow hover:shadow-[0_12px_40px_-16px_rgb(12_31_27/0.25)]"
          >
            <span className="font-bold text-brand-700 text-sm tabular-nums">{String(index + 1).padStart(2, '0')}</span>
            <h3 className="font-bold text-2xl text-ink tracking-tight">
              {item.href ? (
                <Link to={item.href} className="after:absolute after:inset-0 after:rounded-3xl group-hover:text-brand-700">
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
            </h3>
            <p className="text-ink-muted leading-relaxed">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
