import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'

/** Screens of the signed-in user: a guest goes to sign in, and comes back here after it. */
export const Route = createFileRoute('/_account')({
  beforeLoad: ({ context, location }) => {
    if (!context.session.authenticated) throw redirect({ to: '/login/', search: { redirect: location.href } })
  },
  component: Outlet,
})
