import { Link } from '@tanstack/react-router'
import { POST_CATEGORY_LABELS } from '#shared/contract/editorial.ts'
import type { AdminPostSummary } from '../types.ts'
import { EditorialList } from '../../components/EditorialList.tsx'

/** The posts: a table on wide screens, cards on phones, with each post's section. */
export function PostList({ posts }: { posts: AdminPostSummary[] }) {
  return (
    <EditorialList
      items={posts}
      caption="Публикации"
      column={{ label: 'Раздел', of: (post) => POST_CATEGORY_LABELS[post.category] }}
      link={(post, className) => (
        <Link to="/admin/posts/$id/" params={{ id: String(post.id) }} className={className}>
          {post.title}
        </Link>
      )}
    />
  )
}
