import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { ensureAccount } from '#app/features/auth/queries.ts'

/**
 * Screens of the signed-in user: a guest goes to sign in, and comes back here after it. The session
 * is checked with the server on the way in, so a tab never shows the account of a session that has
 * ended (a sign-out in another tab, a password reset elsewhere).
 */
export const Route = createFileRoute('/_account')({
  beforeLoad: ({ context, location }) => {
    const toLogin = () => redirect({ to: '/login/', search: { redirect: location.href } })
    // A known guest is sent on at once (synchronously, before the page transition begins).
    if (!context.session.authenticated) throw toLogin()
    return ensureAccount(context.queryClient).then((profile) => {
      if (!profile) throw toLogin()
    })
  },
  component: Outlet,
})
