import type { PostPublication } from '../types.ts'
import { PostDate } from './PostDate.tsx'

/**
 * Where a post stands, in the words of its page: the date it came out («Опубликовано …» with
 * `lead`), or in the staff's preview, «Черновик», «Снято с публикации» or «Запланировано на …»:
 * never a date the post does not have.
 */
export function PublicationState({ publication, lead = false }: { publication: PostPublication; lead?: boolean }) {
  const { status, published_at: at } = publication
  if (status === 'published' && at) {
    return lead ? (
      <>
        Опубликовано <PostDate iso={at} />
      </>
    ) : (
      <PostDate iso={at} />
    )
  }
  if (status === 'scheduled' && at) {
    return (
      <span>
        Запланировано на <PostDate iso={at} />
      </span>
    )
  }
  return <span>{status === 'unpublished' ? 'Снято с публикации' : 'Черновик'}</span>
}
