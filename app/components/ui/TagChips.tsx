import type { TagRef } from '#shared/contract/common.ts'

const looks = {
  /** Grey and roomy: the services of a project. */
  muted: 'rounded-full bg-surface px-3 py-1 font-medium text-ink-muted text-sm',
  /** Small and tinted: the topics of a post. */
  brand: 'rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-800 text-xs',
}

/**
 * The tags of a card as chips, named by `label` for screen readers. They are not links: the card's
 * title is its one link. Nothing at all when there are no tags.
 */
export function TagChips({ tags, label, look, className }: { tags: TagRef[]; label: string; look: keyof typeof looks; className: string }) {
  if (tags.length === 0) return null
  return (
    <ul aria-label={label} className={className}>
      {tags.map((tag) => (
        <li key={tag.slug} className={looks[look]}>
          {tag.title}
        </li>
      ))}
    </ul>
  )
}
