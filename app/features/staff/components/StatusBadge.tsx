/** A status as a coloured label; the words carry the meaning, the colour only helps. `tone` names its colours. */
export function StatusBadge({ status, label, tone }: { status: string; label: string; tone: string }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 font-semibold text-xs ring-1 ring-inset before:size-1.5 before:rounded-full before:content-[''] ${tone}`}
    >
      {label}
    </span>
  )
}
