import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { loadForStaff } from '#app/features/staff/access.ts'
import { AdminPageHeader, adminScreenClass } from '#app/features/staff/components/AdminPageHeader.tsx'
import { staffHead } from '#app/features/staff/head.ts'
import { BackToPosts } from '#app/features/staff/posts/components/BackToPosts.tsx'
import { PostEditor } from '#app/features/staff/posts/components/PostEditor.tsx'
import { adminPostTagsQuery } from '#app/features/staff/posts/queries.ts'
import { rawSearch } from '#app/lib/route-search.ts'
import { POST_CATEGORIES, type PostCategory } from '#shared/contract/editorial.ts'

/** A new post (?category=articles starts it as an article); it becomes a draft with its own address when first saved. */
export const Route = createFileRoute('/admin/posts/new')({
  // Read where it is used, in the area's chunk (the shared rules stay out of every page's entry).
  validateSearch: rawSearch<{ category?: PostCategory }>,
  loader: (args) =>
    loadForStaff(args, async () => {
      await args.context.queryClient.fetchQuery(adminPostTagsQuery)
      return { title: 'Новая публикация' }
    }),
  head: staffHead,
  component: NewPostScreen,
})

function NewPostScreen() {
  const wanted = Route.useSearch().category
  const category = POST_CATEGORIES.find((known) => known === wanted)
  const { data: tags } = useSuspenseQuery(adminPostTagsQuery)
  return (
    <div className={adminScreenClass}>
      <AdminPageHeader
        before={<BackToPosts />}
        title="Новая публикация"
        lead="Сначала она сохранится черновиком: на сайте её не видно, пока вы её не опубликуете."
      />
      <PostEditor post={null} tags={tags} category={category} />
    </div>
  )
}
