import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoginScreen } from '#app/features/auth/components/LoginScreen.tsx'
import { safeInternalPath } from '#app/lib/navigation/safe-navigation.ts'
import { seo } from '#app/lib/seo.ts'

/** `?redirect=` is where to go after signing in: a path on this site, or nothing. */
const LoginSearch = v.object({
  redirect: v.fallback(v.optional(v.string()), undefined),
})

export const Route = createFileRoute('/_guest/login')({
  validateSearch: LoginSearch,
  head: (context) =>
    seo(context, {
      title: 'Вход в личный кабинет',
      description: 'Вход в личный кабинет «Малахита» по паролю или по ссылке из письма.',
      noindex: true,
    }),
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect } = Route.useSearch()
  return <LoginScreen redirectTo={safeInternalPath(redirect) ?? '/profile/'} />
}
