import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { InvitationScreen } from '#app/features/invitations/components/InvitationScreen.tsx'
import { invitationQuery } from '#app/features/invitations/queries.ts'
import { seo } from '#app/lib/seo.ts'

/** The link in an admin's invitation mail: `?token=…`. Whatever is missing or malformed is treated as absent. */
const InvitationSearch = v.object({
  token: v.fallback(v.optional(v.string()), undefined),
})

// Not a guest-only screen: a signed-in person may open an invitation too (accepting signs them in as the invited account).
export const Route = createFileRoute('/staff-invitation')({
  // The loader (the check's server function and query) goes with the screen's own chunk, not into
  // the entry every page loads.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: InvitationSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  // The link is checked before anything is shown, on the server render and on client navigations.
  loader: ({ context, deps: { token } }) => (token ? context.queryClient.fetchQuery(invitationQuery(token)) : null),
  // Checked anew on every visit, and the token is not kept once the screen is left.
  staleTime: 0,
  gcTime: 0,
  // seo() keeps the invitation's token out of the Referer (a token page).
  head: (context) =>
    seo(context, {
      title: 'Приглашение в команду',
      description: 'Приглашение в команду, которая ведёт сайт «Малахита».',
      noindex: true,
    }),
  component: StaffInvitationRoute,
})

function StaffInvitationRoute() {
  const { token } = Route.useSearch()
  const check = Route.useLoaderData()
  return <InvitationScreen token={token} check={check} />
}
