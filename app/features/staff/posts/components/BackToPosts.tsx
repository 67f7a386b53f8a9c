import { Link } from '@tanstack/react-router'

/** The way back from a post to the list. */
export function BackToPosts() {
  return (
    <Link to="/admin/posts/" className="self-start rounded-full font-semibold text-brand-700 text-sm hover:underline">
      <span aria-hidden="true">← </span>
      Все публикации
    </Link>
  )
}
