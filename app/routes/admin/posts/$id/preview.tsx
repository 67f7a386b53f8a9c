import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { PostView } from '#app/features/posts/components/PostPage.tsx'
import { loadForStaff } from '#app/features/staff/access.ts'
import { PreviewBar, previewBackClass } from '#app/features/staff/components/PreviewBar.tsx'
import { staffHead } from '#app/features/staff/head.ts'
import { postIdOf } from '#app/features/staff/posts/post-id.ts'
import { postPreviewQuery } from '#app/features/staff/posts/queries.ts'

/**
 * A post as its public page would show it, whatever its status: the public page's own components in
 * the site's frame, under a thin bar that says it is a preview. Staff only, never indexed or stored
 * (the staff area's headers). The area's layout shows every `…/preview` screen in the site's frame.
 */
export const Route = createFileRoute('/admin/posts/$id/preview')({
  loader: (args) =>
    loadForStaff(args, async () => {
      const id = postIdOf(args.params.id)
      if (id === null) throw notFound()
      const post = await args.context.queryClient.fetchQuery(postPreviewQuery(id))
      return { title: `Предпросмотр: ${post.title}` }
    }),
  head: staffHead,
  component: PreviewScreen,
})

function PreviewScreen() {
  const id = postIdOf(Route.useParams().id)!
  const { data: post } = useSuspenseQuery(postPreviewQuery(id))
  return (
    <>
      <PreviewBar
        note="Предпросмотр: так публикация выглядит на сайте. Посетители её здесь не видят."
        back={
          <Link to="/admin/posts/$id/" params={{ id: String(id) }} className={previewBackClass}>
            ← В редактор
          </Link>
        }
      />
      <PostView category={post.category} post={post} publication={post} />
    </>
  )
}
