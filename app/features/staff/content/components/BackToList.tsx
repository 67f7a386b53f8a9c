import { Link } from '@tanstack/react-router'
import type { EditorialType } from '#shared/contract/editorial.ts'

/** The way back from an item to its kind's list. */
export function BackToList({ type, title }: { type: EditorialType; title: string }) {
  return (
    <Link to="/admin/$type/" params={{ type }} className="self-start rounded-full font-semibold text-brand-700 text-sm hover:underline">
      <span aria-hidden="true">← </span>
      {title}
    </Link>
  )
}
