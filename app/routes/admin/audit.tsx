import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { loadForStaff } from '#app/features/staff/access.ts'
import { ListSection } from '#app/features/staff/components/ListSection.tsx'
import { AdminPageHeader, adminScreenClass } from '#app/features/staff/components/AdminPageHeader.tsx'
import { AuditLog } from '#app/features/staff/components/AuditLog.tsx'
import { staffHead } from '#app/features/staff/head.ts'
import { type PageSearch, readPageSearch } from '#app/features/staff/page-search.ts'
import { auditLogQuery, staffMembersQuery } from '#app/features/staff/queries.ts'
import { rawSearch } from '#app/lib/route-search.ts'

/** The audit log, for admins only: an editor gets the 403 error page (in the area's frame). */
export const Route = createFileRoute('/admin/audit')({
  validateSearch: rawSearch<PageSearch>,
  loaderDeps: ({ search }) => search,
  loader: (args) =>
    loadForStaff(
      args,
      async () => {
        const { queryClient } = args.context
        await Promise.all([
          queryClient.fetchQuery(auditLogQuery(readPageSearch(args.deps).page)),
          queryClient.fetchQuery(staffMembersQuery),
        ])
        return { title: 'Журнал действий' }
      },
      'admin',
    ),
  head: staffHead,
  component: AuditScreen,
})

function AuditScreen() {
  const { page } = readPageSearch(Route.useSearch())
  const { data: log } = useSuspenseQuery(auditLogQuery(page))
  const { data: staff } = useSuspenseQuery(staffMembersQuery)
  const staffNames = new Map(staff.map((member) => [member.id, member.name]))
  return (
    <div className={adminScreenClass}>
      <AdminPageHeader title="Журнал действий" lead="Кто, что и когда менял в управлении сайтом — новые записи сверху." />
      <ListSection
        id="audit-list"
        title="Записи журнала"
        meta={log.meta}
        empty={log.data.length > 0 ? null : 'Записей пока нет.'}
        pagesLabel="Страницы журнала"
      >
        <AuditLog entries={log.data} staffNames={staffNames} />
      </ListSection>
    </div>
  )
}
