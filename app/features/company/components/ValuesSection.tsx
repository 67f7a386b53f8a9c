import type { FeaturesBlock } from '#shared/contract/pages.ts'
import { SectionTitle } from '#app/components/ui/SectionTitle.tsx'

/** The studio's principles: numbered cards on a tinted band. */
export function ValuesSection({ block, id }: { block: FeaturesBlock; id: string }) {
  const titleId = `${id}-title`
  return (
    <section aria-labelledby={titleId} className="border-line border-y bg-surface">
      <div className="container-page grid gap-12 py-20 sm:py-24 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-16">
        <SectionTitle id={titleId} title={block.title} lead={block.lead} balanced />
        <ol className="grid gap-5 sm:grid-cols-2">
          {block.items.map((item, index) => (
            <li
              key={item.title}
              className="relative flex flex-col gap-3 rounded-3xl border border-line bg-white p-7 transition-shadow hover:shadow-[0_12px_40px_-16px_rgb(12_31_27/0.25)]"
            >
              <span className="font-bold text-brand-700 text-sm tabular-nums" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="font-bold text-ink text-xl tracking-tight">
                {item.href ? (
                  <a href={item.href} className="after:absolute after:inset-0 after:rounded-3xl hover:text-brand-700">
                    {item.title}
                  </a>
                ) : (
                  item.title
                )}
              </h3>
              <p className="text-ink-muted leading-relaxed">{item.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
