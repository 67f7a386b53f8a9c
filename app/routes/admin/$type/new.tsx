import { createFileRoute, notFound } from '@tanstack/react-router'
import { loadForStaff } from '#app/features/staff/access.ts'
import { AdminPageHeader, adminScreenClass } from '#app/features/staff/components/AdminPageHeader.tsx'
import { BackToList } from '#app/features/staff/content/components/BackToList.tsx'
import { ContentEditor } from '#app/features/staff/content/components/ContentEditor.tsx'
import { CONTENT_VIEWS, contentTypeOf } from '#app/features/staff/content/content-types.ts'
import { loadFormOptions } from '#app/features/staff/content/queries.ts'
import { staffHead } from '#app/features/staff/head.ts'

/** A new item of a kind (?parent=3 starts a service in that section, a project in that group); a draft once first saved. */
export const Route = createFileRoute('/admin/$type/new')({
  validateSearch: (search: Record<string, unknown>): { parent?: number } => {
    const parent = Number(search.parent)
    return Number.isSafeInteger(parent) && parent > 0 ? { parent } : {}
  },
  loader: (args) =>
    loadForStaff(args, async () => {
      const type = contentTypeOf(args.params.type)
      if (!type || CONTENT_VIEWS[type].fixed) throw notFound()
      await loadFormOptions(args.context.queryClient, type)
      return { title: CONTENT_VIEWS[type].newTitle }
    }),
  head: staffHead,
  component: NewContentScreen,
})

function NewContentScreen() {
  const type = contentTypeOf(Route.useParams().type)!
  const view = CONTENT_VIEWS[type]
  const { parent } = Route.useSearch()
  return (
    <div className={adminScreenClass}>
      <AdminPageHeader
        before={<BackToList type={type} title={view.title} />}
        title={view.newTitle}
        lead="Сначала сохранится черновик: на сайте его не видно, пока вы его не опубликуете."
      />
      <ContentEditor view={view} item={null} parent={parent} />
    </div>
  )
}
