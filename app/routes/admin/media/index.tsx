import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { loadForStaff } from '#app/features/staff/access.ts'
import { ListSection } from '#app/features/staff/components/ListSection.tsx'
import { AdminPageHeader, adminScreenClass, panelClass } from '#app/features/staff/components/AdminPageHeader.tsx'
import { staffHead } from '#app/features/staff/head.ts'
import { MediaGrid } from '#app/features/staff/media/MediaGrid.tsx'
import { MediaUploadForm } from '#app/features/staff/media/MediaUploadForm.tsx'
import { imagesQuery } from '#app/features/staff/media/queries.ts'
import { type PageSearch, readPageSearch } from '#app/features/staff/page-search.ts'
import { rawSearch } from '#app/lib/route-search.ts'
import { plural } from '#app/lib/plural.ts'

/** The image library: everything uploaded, newest first, and the upload form. */
export const Route = createFileRoute('/admin/media/')({
  validateSearch: rawSearch<PageSearch>,
  loaderDeps: ({ search }) => search,
  loader: (args) =>
    loadForStaff(args, async () => {
      await args.context.queryClient.fetchQuery(imagesQuery(readPageSearch(args.deps).page))
      return { title: 'Изображения' }
    }),
  head: staffHead,
  component: MediaScreen,
})

function MediaScreen() {
  const { page } = readPageSearch(Route.useSearch())
  const { data: images } = useSuspenseQuery(imagesQuery(page))
  const { total } = images.meta
  return (
    <div className={adminScreenClass}>
      <AdminPageHeader
        title="Изображения"
        lead={`${total} ${plural(total, 'изображение', 'изображения', 'изображений')} в библиотеке. Каждое — с описанием для тех, кто его не видит; сайт сам готовит размеры и форматы.`}
      />
      <div className="grid items-start gap-5 lg:grid-cols-[24rem_minmax(0,1fr)]">
        <section className={`${panelClass} lg:sticky lg:top-6`}>
          <MediaUploadForm name="media-upload" />
        </section>
        <ListSection
          id="media-list"
          title="Библиотека изображений"
          meta={images.meta}
          empty={images.data.length > 0 ? null : 'Изображений пока нет: загрузите первое.'}
          pagesLabel="Страницы библиотеки"
        >
          <MediaGrid images={images.data} />
        </ListSection>
      </div>
    </div>
  )
}
