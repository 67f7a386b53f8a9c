import type { TocEntry } from '#app/features/posts/toc.ts'

/**
 * The sections of a long page, above its text: plain links to the headings, nothing that runs in
 * the browser. The API lists the sections (`sections` of the page).
 */
export function PageContents({ sections }: { sections: TocEntry[] }) {
  return (
    <nav aria-labelledby="page-contents-title" className="mb-12 max-w-[68ch] rounded-2xl border border-line p-5 sm:p-6">
      <p id="page-contents-title" className="font-bold text-ink-muted text-xs uppercase tracking-[0.14em]">
        Содержание
      </p>
      <ol className="mt-3 space-y-1.5 text-[15px] leading-snug sm:columns-2 sm:gap-8">
        {sections.map((section) => (
          <li key={section.id} className="break-inside-avoid">
            <a href={`#${section.id}`} className="text-ink-muted underline-offset-4 transition-colors hover:text-brand-700 hover:underline">
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
