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
  head: (context) => {
    const head = seo(context, { title: 'Вход по ссылке', noindex: true })
    // The address holds a one-time token: no other site may see it in a Referer.
    return { ...head, meta: [...head.meta, { name: 'referrer', content: 'no-referrer' }] }
  },
  component: LoginByTokenRoute,
})

function LoginByTokenRoute() {
  const { token, redirect } = Route.useSearch()
  return <LoginByTokenScreen token={token} redirectTo={safeInternalPath(redirect) ?? '/profile/'} />
}
