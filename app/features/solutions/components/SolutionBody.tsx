import { Prose } from '#app/components/ui/Prose.tsx'

/** The editors' text about a solution, beside a short heading. */
export function SolutionBody({ html, title = 'Подробно о решении' }: { html: string; title?: string }) {
  return (
    <section
      aria-labelledby="about-title"
      className="container-page grid grid-cols-1 gap-8 py-16 sm:py-24 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16"
    >
      <h2
        id="about-title"
        className="text-balance font-extrabold text-3xl text-ink tracking-tight sm:text-4xl lg:sticky lg:top-28 lg:self-start"
      >
        {title}
      </h2>
      <Prose html={html} />
    </section>
  )
}
