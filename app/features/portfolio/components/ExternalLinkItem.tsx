/** A link that leaves the site: opens in a new tab and says so. */
export function ExternalLinkItem({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="group inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800"
    >
      <span className="underline decoration-brand-300 underline-offset-4 group-hover:decoration-brand-600">{label}</span>
      <svg viewBox="0 0 16 16" className="size-3.5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M6 3h7v7M13 3 4 12" />
      </svg>
      <span className="sr-only"> (откроется в новой вкладке)</span>
    </a>
  )
}
