import { createFileRoute, Outlet } from '@tanstack/react-router'
import { accountOrSignIn } from '#app/features/auth/account-guard.ts'

/**
 * Screens of the signed-in user: a guest goes to sign in, and comes back here after it. The session
 * is checked with the server on the way in, so a tab never shows the account of a session that has
 * ended (a sign-out in another tab, a password reset elsewhere).
 */
export const Route = createFileRoute('/_account')({
  // Not async: a known guest is turned away synchronously. The screens read the profile from the query cache.
  beforeLoad: ({ context, location }) => accountOrSignIn(context.queryClient, context.session, location.href).then(() => undefined),
  component: Outlet,
})
