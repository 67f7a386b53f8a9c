import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoginByTokenScreen } from '#app/features/auth/components/LoginByTokenScreen.tsx'
import { seo } from '#app/lib/seo.ts'

const LoginByTokenSearch = v.object({
  token: v.fallback(v.optional(v.string()), undefined),
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
  const { token } = Route.useSearch()
  return <LoginByTokenScreen token={token} />
}
