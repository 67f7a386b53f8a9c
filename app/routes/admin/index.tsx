import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { textLinkClass } from '#app/features/auth/components/text-link.ts'
import { firstName } from '#app/features/profile/format.ts'
import { loadForStaff } from '#app/features/staff/access.ts'
import { AdminPageHeader, adminScreenClass } from '#app/features/staff/components/AdminPageHeader.tsx'
import { LeadCounts, leadCount } from '#app/features/staff/components/LeadCounts.tsx'
import { LeadCards } from '#app/features/staff/components/LeadList.tsx'
import { staffHead } from '#app/features/staff/head.ts'
import { leadCountsQuery, leadsQuery } from '#app/features/staff/queries.ts'
import { useStaff } from '#app/features/staff/use-staff.ts'

/** How many of the newest leads the overview shows. */
const NEWEST = { per_page: 5 }

export const Route = createFileRoute('/admin/')({
  loader: (args) =>
    loadForStaff(args, async () => {
      await Promise.all([args.context.queryClient.fetchQuery(leadCountsQuery), args.context.queryClient.fetchQuery(leadsQuery(NEWEST))])
      return { title: 'Обзор' }
    }),
  head: staffHead,
  component: Overview,
})

function Overview() {
  const staff = useStaff()
  const { data: counts } = useSuspenseQuery(leadCountsQuery)
  const { data: newest } = useSuspenseQuery(leadsQuery(NEWEST))
  return (
    <div className={adminScreenClass}>
      <AdminPageHeader title="Обзор" lead={`Здравствуйте, ${firstName(staff.name)}! Всего ${leadCount(newest.meta.total)}.`} />
      <section aria-labelledby="overview-counts" className="flex flex-col gap-4">
        <h2 id="overview-counts" className="font-bold text-ink text-xl">
          Заявки по статусам
        </h2>
        <LeadCounts counts={counts} />
      </section>
      <section aria-labelledby="overview-newest" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="overview-newest" className="font-bold text-ink text-xl">
            Новые поступления
          </h2>
          <Link to="/admin/leads/" className={textLinkClass}>
            Все заявки
          </Link>
        </div>
        {newest.data.length > 0 ? <LeadCards leads={newest.data} /> : <p className="text-ink-muted">Заявок пока нет.</p>}
      </section>
    </div>
  )
}
