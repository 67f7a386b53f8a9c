import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { loadForStaff } from '#app/features/staff/access.ts'
import { PreviewBar, previewBackClass } from '#app/features/staff/components/PreviewBar.tsx'
import { ContentPreviewView } from '#app/features/staff/content/components/ContentPreviewView.tsx'
import { contentTypeOf } from '#app/features/staff/content/content-types.ts'
import { previewedTypeOf } from '#app/features/staff/content/previews.ts'
import { contentPreviewQuery } from '#app/features/staff/content/queries.ts'
import { staffHead } from '#app/features/staff/head.ts'
import { postIdOf } from '#app/features/staff/posts/post-id.ts'

/** The kind and id of the address, or null: a kind with no public page, or no such id. */
function previewOf(params: { type: string; id: string }) {
  const kind = contentTypeOf(params.type)
  const type = kind && previewedTypeOf(kind)
  const id = postIdOf(params.id)
  return type && id !== null ? { type, id } : null
}

/**
 * An item of any kind with a public page as that page would show it, whatever its status: the
 * site's own component in the site's frame, under the bar that says it is a preview. Staff only,
 * never indexed or stored (the staff area's headers).
 */
export const Route = createFileRoute('/admin/$type/$id/preview')({
  loader: (args) =>
    loadForStaff(args, async () => {
      const preview = previewOf(args.params)
      if (!preview) throw notFound()
      const item = await args.context.queryClient.fetchQuery(contentPreviewQuery(preview.type, preview.id))
      return { title: `Предпросмотр: ${item.title}` }
    }),
  head: staffHead,
  component: PreviewScreen,
})

function PreviewScreen() {
  const params = Route.useParams()
  const { type, id } = previewOf(params)!
  const { data: item } = useSuspenseQuery(contentPreviewQuery(type, id))
  return (
    <>
      <PreviewBar
        note="Предпросмотр: так страница выглядит на сайте. Посетители её здесь не видят."
        back={
          <Link to="/admin/$type/$id/" params={{ type: params.type, id: params.id }} className={previewBackClass}>
            ← В редактор
          </Link>
        }
      />
      <ContentPreviewView type={type} item={item} />
    </>
  )
}
