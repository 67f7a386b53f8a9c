import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import { loadForStaff } from '#app/features/staff/access.ts'
import { AdminPageHeader, adminScreenClass } from '#app/features/staff/components/AdminPageHeader.tsx'
import { AuditLog } from '#app/features/staff/components/AuditLog.tsx'
import { staffHead } from '#app/features/staff/head.ts'
import { type PageSearch, readPageSearch } from '#app/features/staff/page-search.ts'
import { auditLogQuery, staffMembersQuery } from '#app/features/staff/queries.ts'
import { rawSearch } from '#app/features/staff/route-search.ts'

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
      {log.data.length > 0 ? <AuditLog entries={log.data} staffNames={staffNames} /> : <p className="text-ink-muted">Записей пока нет.</p>}
      <Pagination page={log.meta.current_page} lastPage={log.meta.last_page} label="Страницы журнала" />
    </div>
  )
}
