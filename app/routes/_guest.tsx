import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'

/** Screens for guests only (sign-in, registration, password recovery): a signed-in user goes to the profile. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: ({ context }) => {
    if (context.session.authenticated) throw redirect({ to: '/profile/' })
  },
  component: Outlet,
})
