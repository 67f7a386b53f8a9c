/**
 * A section's h2 with the lead paragraph under it. `id` goes on the h2, so the section can be
 * labelled by it; `balanced` evens out the lines of a title set in a narrow column.
 */
export function SectionTitle({
  id,
  title,
  lead,
  balanced = false,
  className,
}: {
  id: string
  title: string
  lead?: string | null
  balanced?: boolean
  className?: string
}) {
  return (
    <div className={className}>
      <h2 id={id} className={`${balanced ? 'text-balance ' : ''}font-extrabold text-3xl text-ink tracking-tight sm:text-5xl`}>
        {title}
      </h2>
      {lead && <p className="mt-4 text-ink-muted text-lg leading-relaxed">{lead}</p>}
    </div>
  )
}
