import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import { loadForStaff } from '#app/features/staff/access.ts'
import { AdminPageHeader, adminScreenClass, panelClass } from '#app/features/staff/components/AdminPageHeader.tsx'
import { staffHead } from '#app/features/staff/head.ts'
import { MediaGrid } from '#app/features/staff/media/MediaGrid.tsx'
import { MediaUploadForm } from '#app/features/staff/media/MediaUploadForm.tsx'
import { imagesQuery } from '#app/features/staff/media/queries.ts'
import { type PageSearch, readPageSearch } from '#app/features/staff/page-search.ts'
import { rawSearch } from '#app/features/staff/route-search.ts'
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
        <section aria-labelledby="media-list" className="flex flex-col gap-4">
          <h2 id="media-list" className="sr-only">
            Библиотека изображений
          </h2>
          {images.data.length > 0 ? (
            <MediaGrid images={images.data} />
          ) : (
            <p className="rounded-2xl border border-line border-dashed bg-white p-8 text-center text-ink-muted">
              Изображений пока нет: загрузите первое.
            </p>
          )}
          <Pagination page={images.meta.current_page} lastPage={images.meta.last_page} label="Страницы библиотеки" />
        </section>
      </div>
    </div>
  )
}
