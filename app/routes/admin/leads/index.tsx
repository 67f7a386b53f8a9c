import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { loadForStaff } from '#app/features/staff/access.ts'
import { InboxFilters } from '#app/features/staff/components/InboxFilters.tsx'
import { leadCount } from '#app/features/staff/components/LeadCounts.tsx'
import { LeadList } from '#app/features/staff/components/LeadList.tsx'
import { listCountLead, StaffListScreen } from '#app/features/staff/components/StaffListScreen.tsx'
import { staffHead } from '#app/features/staff/head.ts'
import { type InboxSearch, readInboxSearch } from '#app/features/staff/inbox-search.ts'
import { isFiltered, leadFilters } from '#app/features/staff/lead-filters.ts'
import { leadsQuery } from '#app/features/staff/queries.ts'
import { rawSearch } from '#app/lib/route-search.ts'
import { useStaff } from '#app/features/staff/use-staff.ts'

export const Route = createFileRoute('/admin/leads/')({
  // The address's search is read where it is used, in the area's chunk (readInboxSearch): a filter that
  // cannot be read falls back to its default there, and the schema weighs nothing on the public pages.
  validateSearch: rawSearch<InboxSearch>,
  loaderDeps: ({ search }) => search,
  loader: (args) =>
    loadForStaff(args, async (staff) => {
      const search = readInboxSearch(args.deps)
      await args.context.queryClient.fetchQuery(leadsQuery({ ...leadFilters(search, staff.id), page: search.page }))
      return { title: 'Заявки' }
    }),
  head: staffHead,
  component: Inbox,
})

/** The address of the CSV of the leads the filters keep (a server route of the site: the browser never sees the token). */
function exportHref(filters: ReturnType<typeof leadFilters>): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) params.set(name, String(value))
  const query = params.toString()
  return `/admin/leads/export.csv${query ? `?${query}` : ''}`
}

function Inbox() {
  const search = readInboxSearch(Route.useSearch())
  const navigate = Route.useNavigate()
  const staff = useStaff()
  const filters = leadFilters(search, staff.id)
  const { data: leads } = useSuspenseQuery(leadsQuery({ ...filters, page: search.page }))
  const filtered = isFiltered(search)
  return (
    <StaffListScreen
      title="Заявки"
      lead={listCountLead({ meta: leads.meta, filtered, count: leadCount })}
      actions={
        // A plain link: the file comes as a download, not as a screen of the router.
        <a href={exportHref(filters)} download className="button-secondary">
          Выгрузить в CSV
        </a>
      }
      tools={<InboxFilters search={search} onApply={(next) => navigate({ search: next })} />}
      list={{
        id: 'inbox-list',
        title: 'Список заявок',
        meta: leads.meta,
        rows: leads.data.length,
        filtered,
        empty: { none: 'Заявок пока нет.', filtered: 'По этим условиям заявок нет. Измените фильтры или сбросьте их.' },
        pagesLabel: 'Страницы заявок',
      }}
    >
      <LeadList leads={leads.data} caption="Заявки, новые сверху" />
    </StaffListScreen>
  )
}
