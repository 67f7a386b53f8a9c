import { Link } from '@tanstack/react-router'

/** A home section's heading with an optional lead and a link to the whole list. */
export function SectionHeading({
  id,
  title,
  lead,
  more,
}: {
  id: string
  title: string
  lead?: string
  more?: { label: string; to: string }
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        <h2 id={id} className="font-extrabold text-3xl text-ink tracking-tight sm:text-5xl">
          {title}
        </h2>
        {lead && <p className="mt-4 text-ink-muted text-lg leading-relaxed">{lead}</p>}
      </div>
      {more && (
        <Link to={more.to} className="button-secondary shrink-0 self-start sm:self-auto">
          {more.label}
          <span aria-hidden="true">→</span>
        </Link>
      )}
    </div>
  )
}
