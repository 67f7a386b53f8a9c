import { useEffect, useState } from 'react'
import type { TocEntry } from '../toc.ts'

/**
 * The sections of a long post. Beside the text on wide screens (it stays in view while reading,
 * and marks the section being read); above the text on narrow ones.
 */
export function TableOfContents({ entries, className = '' }: { entries: TocEntry[]; className?: string }) {
  const active = useActiveSection(entries)
  return (
    <nav aria-labelledby="toc-title" className={`rounded-3xl border border-line bg-surface p-6 ${className}`}>
      <p id="toc-title" className="font-bold text-ink-muted text-xs uppercase tracking-[0.14em]">
        Содержание
      </p>
      <ol className="mt-4 space-y-1 border-line border-l">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              aria-current={active === entry.id ? 'location' : undefined}
              className="-ml-px block border-transparent border-l-2 py-1.5 pl-4 text-[15px] text-ink-muted leading-snug transition-colors hover:border-brand-300 hover:text-ink aria-[current=location]:border-brand-600 aria-[current=location]:font-semibold aria-[current=location]:text-brand-800"
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** The id of the last section whose heading has scrolled past the top of the reading area. */
function useActiveSection(entries: TocEntry[]): string | undefined {
  const [active, setActive] = useState<string>()
  useEffect(() => {
    const headings = entries.map((entry) => document.getElementById(entry.id)).filter((element) => element !== null)
    if (headings.length === 0) return
    const update = () => {
      // 120 px: below the sticky header, where the eye is when a section starts.
      const passed = headings.filter((heading) => heading.getBoundingClientRect().top <= 120)
      setActive(passed.at(-1)?.id)
    }
    const observer = new IntersectionObserver(update, { rootMargin: '-120px 0px 0px 0px', threshold: [0, 1] })
    for (const heading of headings) observer.observe(heading)
    update()
    return () => observer.disconnect()
  }, [entries])
  return active
}
