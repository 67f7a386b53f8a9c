import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { markSignedOut } from '#app/features/auth/queries.ts'
import { AccountErrorPage } from '#app/features/profile/components/AccountErrorPage.tsx'
import { AccountNav } from '#app/features/profile/components/AccountNav.tsx'
import { SeeAlsoGroups } from '#app/features/profile/components/SeeAlsoGroups.tsx'
import { seeAlsoQuery } from '#app/features/profile/queries.ts'
import { isApiStatus } from '#app/lib/api/errors.ts'
import { seo, type Crumb } from '#app/lib/seo.ts'

const crumbs: Crumb[] = [
  { label: 'Главная', path: '/' },
  { label: 'Личный кабинет', path: '/profile/' },
  { label: 'Рекомендуем посмотреть' },
]

export const Route = createFileRoute('/_account/see-also-cards')({
  loader: async ({ context }) => {
    try {
      await context.queryClient.ensureQueryData(seeAlsoQuery)
    } catch (error) {
      // The API no longer knows the session (it ended elsewhere): sign in again, then come back.
      if (!isApiStatus(error, 401)) throw error
      markSignedOut(context.queryClient, 'session-ended')
      throw redirect({ to: '/login/', search: { redirect: '/see-also-cards/' } })
    }
  },
  errorComponent: AccountErrorPage,
  head: (context) => seo(context, { title: 'Рекомендуем посмотреть', noindex: true }),
  component: SeeAlsoRoute,
})

function SeeAlsoRoute() {
  const { data: seeAlso } = useSuspenseQuery(seeAlsoQuery)
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        title="Рекомендуем посмотреть"
        lead="Подобрали для вас услуги, готовые решения, свежие статьи и проекты студии — с них удобно начать знакомство."
      >
        <AccountNav />
      </PageHeader>
      <div className="container-page py-12 sm:py-16">
        <SeeAlsoGroups seeAlso={seeAlso} />
      </div>
    </>
  )
}
