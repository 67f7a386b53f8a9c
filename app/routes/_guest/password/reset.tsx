import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ResetPasswordScreen } from '#app/features/auth/components/ResetPasswordScreen.tsx'
import { resetLinkQuery } from '#app/features/auth/reset-link-query.ts'
import { seo } from '#app/lib/seo.ts'

/** The mailed link: `?token=…&email=…`. Whatever is missing or malformed is treated as absent. */
const ResetSearch = v.object({
  token: v.fallback(v.optional(v.string()), undefined),
  email: v.fallback(v.optional(v.string()), undefined),
})

export const Route = createFileRoute('/_guest/password/reset')({
  validateSearch: ResetSearch,
  loaderDeps: ({ search }) => ({ token: search.token, email: search.email }),
  // The link is checked before the form is shown, on the server render and on client navigations;
  // an incomplete one needs no asking.
  loader: ({ context, deps: { token, email } }) =>
    token && email ? context.queryClient.fetchQuery(resetLinkQuery({ token, email })) : null,
  // Checked anew on every visit, and the token is not kept once the screen is left.
  staleTime: 0,
  gcTime: 0,
  // seo() keeps the one-time token out of the Referer (a token page).
  head: (context) =>
    seo(context, {
      title: 'Смена пароля',
      description: 'Задайте новый пароль для личного кабинета «Малахита».',
      noindex: true,
    }),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token, email } = Route.useSearch()
  const check = Route.useLoaderData()
  return <ResetPasswordScreen token={token} email={email} check={check} />
}
