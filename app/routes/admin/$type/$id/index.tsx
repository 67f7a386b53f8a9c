import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { loadForStaff } from '#app/features/staff/access.ts'
import { AdminPageHeader, adminScreenClass } from '#app/features/staff/components/AdminPageHeader.tsx'
import { BackToList } from '#app/features/staff/content/components/BackToList.tsx'
import { ContentEditor } from '#app/features/staff/content/components/ContentEditor.tsx'
import { type ContentListSearch, readContentListSearch } from '#app/features/staff/content/content-search.ts'
import { CONTENT_VIEWS, type ContentTypeView, contentTypeOf } from '#app/features/staff/content/content-types.ts'
import { contentItemQuery, loadFormOptions } from '#app/features/staff/content/queries.ts'
import { staffHead } from '#app/features/staff/head.ts'
import { rawSearch } from '#app/lib/route-search.ts'
import { postIdOf } from '#app/features/staff/posts/post-id.ts'

/**
 * An item in its editor (/admin/services/12/), or a new one (/admin/services/new/, ?parent=3 starts
 * a service in that section): one route, so the client router registers one screen for both.
 */
export const Route = createFileRoute('/admin/$type/$id/')({
  // Read where it is used, in the area's chunk.
  validateSearch: rawSearch<Pick<ContentListSearch, 'parent'>>,
  loader: (args) =>
    loadForStaff(args, async () => {
      const type = contentTypeOf(args.params.type)
      if (!type) throw notFound()
      const view = CONTENT_VIEWS[type]
      const { queryClient } = args.context
      if (args.params.id === 'new') {
        if (view.fixed) throw notFound()
        await loadFormOptions(queryClient, type)
        return { title: view.newTitle }
      }
      const id = postIdOf(args.params.id)
      if (id === null) throw notFound()
      const [item] = await Promise.all([queryClient.fetchQuery(contentItemQuery(type, id)), loadFormOptions(queryClient, type)])
      return { title: item.title }
    }),
  head: staffHead,
  component: ContentItemScreen,
})

function ContentItemScreen() {
  const params = Route.useParams()
  const view = CONTENT_VIEWS[contentTypeOf(params.type)!]
  const id = postIdOf(params.id)
  return id === null ? <NewItem view={view} /> : <StoredItem view={view} id={id} />
}

function NewItem({ view }: { view: ContentTypeView }) {
  const { parent } = readContentListSearch(Route.useSearch())
  return (
    <div className={adminScreenClass}>
      <AdminPageHeader
        before={<BackToList type={view.type} title={view.title} />}
        title={view.newTitle}
        lead="Сначала сохранится черновик: на сайте его не видно, пока вы его не опубликуете."
      />
      <ContentEditor view={view} item={null} parent={parent} />
    </div>
  )
}

function StoredItem({ view, id }: { view: ContentTypeView; id: number }) {
  const { data: item } = useSuspenseQuery(contentItemQuery(view.type, id))
  return (
    <div className={adminScreenClass}>
      <AdminPageHeader before={<BackToList type={view.type} title={view.title} />} title={item.title} lead={item.path ?? view.lead} />
      {/* Another item loaded here starts the editor afresh. */}
      <ContentEditor key={`${view.type}-${item.id}`} view={view} item={item} />
    </div>
  )
}
