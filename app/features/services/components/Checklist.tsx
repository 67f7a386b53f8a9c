import { CheckIcon } from './icons.tsx'

const looks = {
  /** Each item a tinted card, in two columns from tablets on: a service's selling points. */
  cards: {
    list: 'grid gap-3 sm:grid-cols-2',
    item: 'flex items-start gap-3 rounded-2xl border border-brand-100 bg-brand-50/60 p-4',
    text: 'font-medium text-ink leading-snug',
  },
  /** One column of plain lines: what a price includes. */
  plain: { list: 'grid gap-4', item: 'flex items-start gap-3', text: 'text-ink leading-relaxed' },
}

/** A list of points, each ticked off. */
export function Checklist({ items, look = 'cards', className = '' }: { items: string[]; look?: keyof typeof looks; className?: string }) {
  const style = looks[look]
  return (
    <ul className={`${style.list} ${className}`}>
      {items.map((item) => (
        <li key={item} className={style.item}>
          <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
            <CheckIcon className="size-3.5" />
          </span>
          <span className={style.text}>{item}</span>
        </li>
      ))}
    </ul>
  )
}
