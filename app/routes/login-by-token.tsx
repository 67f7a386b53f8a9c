import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoginByTokenScreen } from '#app/features/auth/components/LoginByTokenScreen.tsx'
import { safeInternalPath } from '#app/lib/navigation/safe-navigation.ts'
import { seo } from '#app/lib/seo.ts'

const LoginByTokenSearch = v.object({
  token: v.fallback(v.optional(v.string()), undefined),
  /** Where the person was going when they asked for the link: a path on this site, or nothing. */
  redirect: v.fallback(v.optional(v.string()), undefined),
})

/** Not a guest-only screen: a signed-in person may open a mailed link too (it signs them in anew). */
export const Route = createFileRoute('/login-by-token')({
  staticData: { layout: 'empty' },
  validateSearch: LoginByTokenSearch,
  // seo() keeps the one-time token out of the Referer (a token page).
  head: (context) =>
    seo(context, {
      title: 'Вход по ссылке',
      description: 'Вход в личный кабинет «Малахита» по ссылке из письма.',
      noindex: true,
    }),
  component: LoginByTokenRoute,
})

function LoginByTokenRoute() {
  const { token, redirect } = Route.useSearch()
  return <LoginByTokenScreen token={token} redirectTo={safeInternalPath(redirect) ?? '/profile/'} />
}
