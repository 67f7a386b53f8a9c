import { LineIcon } from '#app/components/ui/LineIcon.tsx'

/** A magnifying glass: the search button's and the search field's mark. */
export function SearchIcon() {
  return (
    <LineIcon className="size-5">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </LineIcon>
  )
}
