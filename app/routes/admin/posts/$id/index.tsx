import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { loadForStaff } from '#app/features/staff/access.ts'
import { AdminPageHeader, adminScreenClass } from '#app/features/staff/components/AdminPageHeader.tsx'
import { staffHead } from '#app/features/staff/head.ts'
import { BackToPosts } from '#app/features/staff/posts/components/BackToPosts.tsx'
import { PostEditor } from '#app/features/staff/posts/components/PostEditor.tsx'
import { postIdOf } from '#app/features/staff/posts/post-id.ts'
import { adminPostQuery, adminPostTagsQuery } from '#app/features/staff/posts/queries.ts'
import { POST_CATEGORY_LABELS } from '#shared/contract/editorial.ts'

/** A post in the editor (/admin/posts/12/). */
export const Route = createFileRoute('/admin/posts/$id/')({
  loader: (args) =>
    loadForStaff(args, async () => {
      const id = postIdOf(args.params.id)
      if (id === null) throw notFound()
      const { queryClient } = args.context
      const [post] = await Promise.all([queryClient.fetchQuery(adminPostQuery(id)), queryClient.fetchQuery(adminPostTagsQuery)])
      return { title: post.title }
    }),
  head: staffHead,
  component: PostScreen,
})

function PostScreen() {
  const id = postIdOf(Route.useParams().id)!
  const { data: post } = useSuspenseQuery(adminPostQuery(id))
  const { data: tags } = useSuspenseQuery(adminPostTagsQuery)
  return (
    <div className={adminScreenClass}>
      <AdminPageHeader before={<BackToPosts />} title={post.title} lead={`${POST_CATEGORY_LABELS[post.category]} №${post.id}`} />
      {/* A post loaded anew (another id) starts the editor afresh. */}
      <PostEditor key={post.id} post={post} tags={tags} />
    </div>
  )
}
