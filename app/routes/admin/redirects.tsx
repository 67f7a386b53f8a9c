import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { loadForStaff } from '#app/features/staff/access.ts'
import { useChangeNotice } from '#app/features/staff/components/change-notice.tsx'
import { NewRedirect, RedirectList, RedirectSearch } from '#app/features/staff/components/Redirects.tsx'
import { StaffListScreen } from '#app/features/staff/components/StaffListScreen.tsx'
import { staffHead } from '#app/features/staff/head.ts'
import { type ListSearch, readListSearch } from '#app/features/staff/page-search.ts'
import { redirectsQuery, refreshStaffData } from '#app/features/staff/queries.ts'
import { rawSearch } from '#app/lib/route-search.ts'

/** Redirects from old addresses, for admins only: an editor gets the 403 error page (in the area's frame). */
export const Route = createFileRoute('/admin/redirects')({
  validateSearch: rawSearch<ListSearch>,
  loaderDeps: ({ search }) => search,
  loader: (args) =>
    loadForStaff(
      args,
      async () => {
        const search = readListSearch(args.deps)
        await args.context.queryClient.fetchQuery(redirectsQuery({ q: search.q?.trim() || undefined, page: search.page }))
        return { title: 'Переадресации' }
      },
      'admin',
    ),
  head: staffHead,
  component: RedirectsScreen,
})

function RedirectsScreen() {
  const search = readListSearch(Route.useSearch())
  const q = search.q?.trim() || undefined
  const navigate = Route.useNavigate()
  const queryClient = useQueryClient()
  const { data: list } = useSuspenseQuery(redirectsQuery({ q, page: search.page }))
  const notice = useChangeNotice()
  const changed = async (message: string) => {
    notice.setNotice(message)
    await refreshStaffData(queryClient)
  }
  const { total } = list.meta
  return (
    <StaffListScreen
      title="Переадресации"
      lead="Старые адреса, которые ведут на новые страницы. Каждая — в один шаг: без цепочек и петель."
      tools={<NewRedirect onSaved={changed} />}
      list={{
        id: 'redirects-list-title',
        // The count is the list's visible heading here, the search and the notice under it.
        title: q ? `Найдено: ${total}` : `Все переадресации: ${total}`,
        titleShown: true,
        top: (
          <>
            <RedirectSearch q={q} onApply={(next) => navigate({ search: { q: next, page: undefined } })} />
            {notice.view}
          </>
        ),
        meta: list.meta,
        rows: list.data.length,
        filtered: Boolean(q),
        empty: { none: 'Переадресаций пока нет.', filtered: 'По этому запросу переадресаций нет.' },
        pagesLabel: 'Страницы переадресаций',
      }}
    >
      <RedirectList redirects={list.data} onChanged={changed} />
    </StaffListScreen>
  )
}
