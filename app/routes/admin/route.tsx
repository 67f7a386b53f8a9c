import { createFileRoute, type ErrorComponentProps, Outlet, useMatches } from '@tanstack/react-router'
import { RouteErrorPage } from '#app/components/errors/RouteErrorPage.tsx'
import { DefaultLayout } from '#app/components/layout/DefaultLayout.tsx'
import { accountOrSignIn } from '#app/features/auth/account-guard.ts'
import { staffOf } from '#app/features/staff/access.ts'
import { AdminLayout } from '#app/features/staff/components/AdminLayout.tsx'

/**
 * The staff area (/admin/): a guest goes to sign in and comes back; a signed-in person without a
 * staff role gets the 403 error page (HTTP 403 on a server render); staff get through, in the area's
 * own frame. Its screens are never indexed (staffHead) and never stored (lib/security/headers.ts).
 */
export const Route = createFileRoute('/admin')({
  staticData: { layout: 'own' },
  // Not async: a known guest is turned away synchronously. The profile, checked with the server, is the screens' context.
  beforeLoad: ({ context, location }) =>
    accountOrSignIn(context.queryClient, context.session, location.href).then((profile) => ({ profile })),
  // Whether the profile is staff's is asked by the loader, which goes with the area's chunk (vite.config.ts):
  // nothing of the staff area weighs on the public pages. The screens' loaders ask it too, before they call the API.
  loader: ({ context }) => staffOf(context.profile),
  errorComponent: AdminAreaRefused,
  component: AdminArea,
})

/** The area refused (a visitor without a role: 403) or could not let in: the site's error page in the site's frame, not the staff's. */
function AdminAreaRefused(props: ErrorComponentProps) {
  return (
    <DefaultLayout>
      <RouteErrorPage {...props} />
    </DefaultLayout>
  )
}

function AdminArea() {
  const staff = Route.useLoaderData()
  // A preview (a route whose address ends in /preview) is shown in the site's frame, as its public page would be.
  const siteFrame = useMatches({ select: (matches) => matches.some((match) => match.routeId.endsWith('/preview')) })
  if (siteFrame) {
    return (
      <DefaultLayout>
        <Outlet />
      </DefaultLayout>
    )
  }
  return (
    <AdminLayout staff={staff}>
      <Outlet />
    </AdminLayout>
  )
}
