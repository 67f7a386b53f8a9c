import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { loadForStaff } from '#app/features/staff/access.ts'
import { AdminPageHeader, adminScreenClass } from '#app/features/staff/components/AdminPageHeader.tsx'
import { AuditFilters } from '#app/features/staff/audit/AuditFilters.tsx'
import { AuditLog } from '#app/features/staff/audit/AuditLog.tsx'
import { ListSection } from '#app/features/staff/components/ListSection.tsx'
import { staffHead } from '#app/features/staff/head.ts'
import { type AuditSearch, readAuditSearch } from '#app/features/staff/page-search.ts'
import { auditLogQuery, staffMembersQuery } from '#app/features/staff/queries.ts'
import { rawSearch } from '#app/lib/route-search.ts'

/** The audit log, for admins only: an editor gets the 403 error page (in the area's frame). */
export const Route = createFileRoute('/admin/audit')({
  validateSearch: rawSearch<AuditSearch>,
  loaderDeps: ({ search }) => search,
  loader: (args) =>
    loadForStaff(
      args,
      async () => {
        const { queryClient } = args.context
        await Promise.all([queryClient.fetchQuery(auditLogQuery(readAuditSearch(args.deps))), queryClient.fetchQuery(staffMembersQuery)])
        return { title: 'Журнал действий' }
      },
      'admin',
    ),
  head: staffHead,
  component: AuditScreen,
})

function AuditScreen() {
  const search = readAuditSearch(Route.useSearch())
  const navigate = useNavigate()
  const { data: log } = useSuspenseQuery(auditLogQuery(search))
  const { data: staff } = useSuspenseQuery(staffMembersQuery)
  const staffNames = new Map(staff.map((member) => [member.id, member.name]))
  const filtered = Object.entries(search).some(([name, value]) => name !== 'page' && value !== undefined)
  return (
    <div className={adminScreenClass}>
      <AdminPageHeader title="Журнал действий" lead="Кто, что и когда менял в управлении сайтом — новые записи сверху." />
      <AuditFilters
        search={search}
        staff={staff}
        itemTitle={search.item ? (log.data[0]?.entity_title ?? null) : null}
        onApply={(next) => navigate({ to: '/admin/audit/', search: next })}
      />
      <ListSection
        id="audit-list"
        title="Записи журнала"
        meta={log.meta}
        empty={log.data.length > 0 ? null : filtered ? 'По этим условиям записей нет.' : 'Записей пока нет.'}
        pagesLabel="Страницы журнала"
      >
        <AuditLog entries={log.data} staffNames={staffNames} />
      </ListSection>
    </div>
  )
}
