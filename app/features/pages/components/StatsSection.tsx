import type { StatsBlock } from '#shared/contract/pages.ts'

export function StatsSection({ block }: { block: StatsBlock }) {
  return (
    <section aria-label="Студия в цифрах" className="border-line border-y bg-white">
      <dl className="container-page grid grid-cols-2 gap-y-10 py-12 lg:grid-cols-4">
        {block.items.map((item) => (
          <div
            key={item.label}
            className="flex flex-col-reverse justify-end gap-1 border-line px-2 lg:border-l lg:px-8 lg:first:border-l-0 lg:first:pl-0"
          >
            <dt className="text-ink-muted">{item.label}</dt>
            <dd className="font-extrabold text-3xl text-brand-700 tracking-tight sm:text-4xl">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
