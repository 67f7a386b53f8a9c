import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { loadForStaff } from '#app/features/staff/access.ts'
import { AdminPageHeader, adminScreenClass } from '#app/features/staff/components/AdminPageHeader.tsx'
import { LeadFacts } from '#app/features/staff/components/LeadFacts.tsx'
import { LeadNotes } from '#app/features/staff/components/LeadNotes.tsx'
import { LeadStatusBadge } from '#app/features/staff/components/LeadStatusBadge.tsx'
import { LeadWorkForm } from '#app/features/staff/components/LeadWorkForm.tsx'
import { formatDateTime, leadName } from '#app/features/staff/format.ts'
import { staffHead } from '#app/features/staff/head.ts'
import { leadQuery, staffMembersQuery } from '#app/features/staff/queries.ts'
import { LEAD_KINDS, type LeadKind } from '#shared/contract/staff.ts'

/** The lead an address names: a known kind and a whole number, or nothing (the page is then 404). */
function leadOf(params: { kind: string; id: string }): { kind: LeadKind; id: number } | null {
  const kind = LEAD_KINDS.find((known) => known === params.kind)
  return kind && /^\d{1,9}$/.test(params.id) ? { kind, id: Number(params.id) } : null
}

/** One lead (/admin/leads/brief/12/, the address the agency's notification mails link to). */
export const Route = createFileRoute('/admin/leads/$kind/$id')({
  loader: (args) =>
    loadForStaff(args, async () => {
      const lead = leadOf(args.params)
      if (!lead) throw notFound()
      const { queryClient } = args.context
      await Promise.all([queryClient.fetchQuery(leadQuery(lead.kind, lead.id)), queryClient.fetchQuery(staffMembersQuery)])
      return { title: leadName(lead.kind, lead.id) }
    }),
  head: staffHead,
  component: LeadScreen,
})

function LeadScreen() {
  const ref = leadOf(Route.useParams())!
  const { data: lead } = useSuspenseQuery(leadQuery(ref.kind, ref.id))
  const { data: staff } = useSuspenseQuery(staffMembersQuery)
  return (
    <div className={adminScreenClass}>
      <AdminPageHeader
        before={
          <Link to="/admin/leads/" className="self-start rounded-full font-semibold text-brand-700 text-sm hover:underline">
            <span aria-hidden="true">← </span>
            Все заявки
          </Link>
        }
        title={leadName(lead.kind, lead.id)}
        lead={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <LeadStatusBadge status={lead.status} />
            <span>
              {lead.name}, {formatDateTime(lead.created_at)}
            </span>
          </span>
        }
      />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <LeadFacts lead={lead} />
        <div className="flex flex-col gap-5 lg:sticky lg:top-6">
          <LeadWorkForm lead={lead} staff={staff} />
          <LeadNotes lead={lead} />
        </div>
      </div>
    </div>
  )
}
