import { site } from '#app/lib/site.ts'

/** The agency's mark and name; decorative parts are hidden from screen readers. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 64 64" className="size-9 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="16" fill={inverted ? '#d2efe3' : '#0f5c47'} />
        <path d="M14 46 26 18l6 14 6-14 12 28h-7l-5-12-6 14-6-14-5 12z" fill={inverted ? '#0f5c47' : '#a6dec8'} />
      </svg>
      <span className={`font-bold text-xl tracking-tight ${inverted ? 'text-white' : 'text-ink'}`}>{site.name}</span>
    </span>
  )
}
