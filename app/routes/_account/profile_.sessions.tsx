import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { loadSignedIn } from '#app/features/auth/account-guard.ts'
import { AccountErrorPage } from '#app/features/profile/components/AccountErrorPage.tsx'
import { AccountNav } from '#app/features/profile/components/AccountNav.tsx'
import { SessionsList } from '#app/features/sessions/components/SessionsList.tsx'
import { sessionsQuery } from '#app/features/sessions/queries.ts'
import { seo, type Crumb } from '#app/lib/seo.ts'

const crumbs: Crumb[] = [{ label: 'Главная', path: '/' }, { label: 'Личный кабинет', path: '/profile/' }, { label: 'Сеансы' }]

export const Route = createFileRoute('/_account/profile_/sessions')({
  // Always asked anew on the way in: a session may have started or ended elsewhere a moment ago.
  loader: ({ context }) =>
    loadSignedIn(context.queryClient, '/profile/sessions/', () => context.queryClient.fetchQuery({ ...sessionsQuery, staleTime: 0 })),
  errorComponent: AccountErrorPage,
  head: (context) => seo(context, { title: 'Сеансы', description: null, noindex: true }),
  component: SessionsRoute,
})

function SessionsRoute() {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        title="Сеансы"
        lead="Устройства и браузеры, на которых выполнен вход в ваш личный кабинет. Сеанс, которым вы больше не пользуетесь, можно завершить."
      >
        <AccountNav />
      </PageHeader>
      <div className="container-page py-10 sm:py-14">
        <SessionsList />
      </div>
    </>
  )
}
