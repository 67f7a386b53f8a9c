import { formatPostDate } from '../format.ts'

export function PostDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatPostDate(iso)}
    </time>
  )
}
