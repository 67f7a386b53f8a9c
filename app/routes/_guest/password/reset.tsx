import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ResetPasswordScreen } from '#app/features/auth/components/ResetPasswordScreen.tsx'
import { seo } from '#app/lib/seo.ts'

/** The mailed link: `?token=…&email=…`. Whatever is missing or malformed is treated as absent. */
const ResetSearch = v.object({
  token: v.fallback(v.optional(v.string()), undefined),
  email: v.fallback(v.optional(v.string()), undefined),
})

export const Route = createFileRoute('/_guest/password/reset')({
  validateSearch: ResetSearch,
  head: (context) => {
    const head = seo(context, { title: 'Смена пароля', noindex: true })
    // The address holds a one-time token: no other site may see it in a Referer.
    return { ...head, meta: [...head.meta, { name: 'referrer', content: 'no-referrer' }] }
  },
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token, email } = Route.useSearch()
  return <ResetPasswordScreen token={token} email={email} />
}
