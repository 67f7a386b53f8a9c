import { Link } from '@tanstack/react-router'
import { textLinkClass } from '#app/features/auth/components/text-link.ts'
import { type AdminPostSummary, POST_CATEGORY_LABELS } from '#shared/contract/editorial.ts'
import { ContentStatusBadge } from '../../components/ContentStatusBadge.tsx'
import { StaffTable } from '../../components/StaffTable.tsx'
import { formatDateTime } from '../../format.ts'

const editorLink = (post: AdminPostSummary) => ({ to: '/admin/posts/$id/' as const, params: { id: String(post.id) } })

/** When it went (or goes) public, or that it has not. */
const publication = (post: AdminPostSummary) =>
  post.published_at ? formatDateTime(post.published_at) : post.status === 'unpublished' ? 'Снята' : 'Не публиковалась'

const POST_COLUMNS = [
  { label: 'Заголовок' },
  { label: 'Раздел', width: 'w-28' },
  { label: 'Статус', width: 'w-44' },
  { label: 'Публикация', width: 'w-44' },
  { label: 'Изменена', width: 'w-44' },
]

/** The posts on a wide screen: a row each. */
function PostTable({ posts }: { posts: AdminPostSummary[] }) {
  return (
    <StaffTable caption="Публикации" columns={POST_COLUMNS}>
      {posts.map((post) => (
        <tr key={post.id} className="align-top hover:bg-surface/60">
          <td className="px-4 py-4">
            <Link {...editorLink(post)} className={`${textLinkClass} break-words`}>
              {post.title}
            </Link>
            <p className="mt-1 break-all text-ink-muted text-sm">{post.slug}</p>
          </td>
          <td className="px-4 py-4 text-sm">{POST_CATEGORY_LABELS[post.category]}</td>
          <td className="px-4 py-4">
            <ContentStatusBadge status={post.status} />
          </td>
          <td className="px-4 py-4 text-sm">{publication(post)}</td>
          <td className="px-4 py-4 text-sm">{formatDateTime(post.updated_at)}</td>
        </tr>
      ))}
    </StaffTable>
  )
}

/** The posts on a phone: a card each. */
function PostCards({ posts }: { posts: AdminPostSummary[] }) {
  return (
    <ul className="flex flex-col gap-3 md:hidden">
      {posts.map((post) => (
        <li key={post.id}>
          <article className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4">
            <h3 className="break-words font-bold text-ink">
              <Link {...editorLink(post)} className={textLinkClass}>
                {post.title}
              </Link>
            </h3>
            <p className="flex flex-wrap items-center gap-2 text-ink-muted text-sm">
              <ContentStatusBadge status={post.status} />
              <span>{POST_CATEGORY_LABELS[post.category]}</span>
            </p>
            <p className="text-ink-muted text-sm">
              Публикация: {publication(post)} · изменена {formatDateTime(post.updated_at)}
            </p>
          </article>
        </li>
      ))}
    </ul>
  )
}

/** The posts: a table on wide screens, cards on phones (only one of them is ever shown). */
export function PostList({ posts }: { posts: AdminPostSummary[] }) {
  return (
    <>
      <PostTable posts={posts} />
      <PostCards posts={posts} />
    </>
  )
}
