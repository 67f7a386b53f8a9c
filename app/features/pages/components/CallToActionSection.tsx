import { Link } from '@tanstack/react-router'
import type { CallToActionBlock } from '#shared/contract/pages.ts'
import { BrandPanel } from '#app/components/ui/BrandPanel.tsx'

export function CallToActionSection({ block }: { block: CallToActionBlock }) {
  return (
    <section className="container-page pb-24">
      <BrandPanel className="px-8 py-14 sm:px-14 sm:py-20">
        <h2 className="max-w-3xl text-balance font-extrabold text-3xl text-white tracking-tight sm:text-4xl">{block.title}</h2>
        <p className="mt-4 max-w-2xl text-brand-100 text-lg leading-relaxed">{block.text}</p>
        <Link
          to={block.action.href}
          className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-full bg-white px-7 font-semibold text-brand-800 text-lg transition-colors hover:bg-brand-50"
        >
          {block.action.label}
          <span aria-hidden="true">→</span>
        </Link>
      </BrandPanel>
    </section>
  )
}
