import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { loadForStaff } from '#app/features/staff/access.ts'
import { AdminPageHeader, adminScreenClass } from '#app/features/staff/components/AdminPageHeader.tsx'
import { InvitationList, InviteForm, StaffList } from '#app/features/staff/components/StaffAccounts.tsx'
import { staffHead } from '#app/features/staff/head.ts'
import { invitationsQuery, staffMembersQuery } from '#app/features/staff/queries.ts'
import { useStaff } from '#app/features/staff/use-staff.ts'

/** Staff accounts, for admins only: an editor gets the 403 error page (in the area's frame). */
export const Route = createFileRoute('/admin/staff')({
  loader: (args) =>
    loadForStaff(
      args,
      async () => {
        const { queryClient } = args.context
        await Promise.all([queryClient.fetchQuery(staffMembersQuery), queryClient.fetchQuery(invitationsQuery)])
        return { title: 'Сотрудники' }
      },
      'admin',
    ),
  head: staffHead,
  component: StaffScreen,
})

function StaffScreen() {
  const me = useStaff()
  const { data: members } = useSuspenseQuery(staffMembersQuery)
  const { data: invitations } = useSuspenseQuery(invitationsQuery)
  return (
    <div className={adminScreenClass}>
      <AdminPageHeader
        title="Сотрудники"
        lead="Кто работает в управлении сайтом. Новая роль действует сразу; закрытый доступ к тому же завершает все сеансы сотрудника."
      />
      <InviteForm />
      <InvitationList invitations={invitations} />
      <StaffList members={members} me={me} />
    </div>
  )
}
