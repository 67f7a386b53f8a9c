import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { loadForStaff } from '#app/features/staff/access.ts'
import { AdminPageHeader, adminScreenClass } from '#app/features/staff/components/AdminPageHeader.tsx'
import { BackToList } from '#app/features/staff/content/components/BackToList.tsx'
import { ContentEditor } from '#app/features/staff/content/components/ContentEditor.tsx'
import { CONTENT_VIEWS, contentTypeOf } from '#app/features/staff/content/content-types.ts'
import { contentItemQuery, loadFormOptions } from '#app/features/staff/content/queries.ts'
import { staffHead } from '#app/features/staff/head.ts'
import { postIdOf } from '#app/features/staff/posts/post-id.ts'

/** An item in its editor (/admin/services/12/). */
export const Route = createFileRoute('/admin/$type/$id/')({
  loader: (args) =>
    loadForStaff(args, async () => {
      const type = contentTypeOf(args.params.type)
      const id = postIdOf(args.params.id)
      if (!type || id === null) throw notFound()
      const { queryClient } = args.context
      const [item] = await Promise.all([queryClient.fetchQuery(contentItemQuery(type, id)), loadFormOptions(queryClient, type)])
      return { title: item.title }
    }),
  head: staffHead,
  component: ContentItemScreen,
})

function ContentItemScreen() {
  const params = Route.useParams()
  const type = contentTypeOf(params.type)!
  const id = postIdOf(params.id)!
  const view = CONTENT_VIEWS[type]
  const { data: item } = useSuspenseQuery(contentItemQuery(type, id))
  return (
    <div className={adminScreenClass}>
      <AdminPageHeader before={<BackToList type={type} title={view.title} />} title={item.title} lead={item.path ?? view.lead} />
      {/* Another item loaded here starts the editor afresh. */}
      <ContentEditor key={`${type}-${item.id}`} view={view} item={item} />
    </div>
  )
}
