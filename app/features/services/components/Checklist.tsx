import { CheckIcon } from './icons.tsx'

/** Selling points as a checklist. */
export function Checklist({ items, className = '' }: { items: string[]; className?: string }) {
  return (
    <ul className={`grid gap-3 sm:grid-cols-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 rounded-2xl border border-brand-100 bg-brand-50/60 p-4">
          <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
            <CheckIcon className="size-3.5" />
          </span>
          <span className="font-medium text-ink leading-snug">{item}</span>
        </li>
      ))}
    </ul>
  )
}
