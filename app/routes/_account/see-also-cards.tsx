import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { loadSignedIn } from '#app/features/auth/account-guard.ts'
import { AccountErrorPage } from '#app/features/profile/components/AccountErrorPage.tsx'
import { AccountNav } from '#app/features/profile/components/AccountNav.tsx'
import { SeeAlsoGroups } from '#app/features/profile/components/SeeAlsoGroups.tsx'
import { seeAlsoQuery } from '#app/features/profile/queries.ts'
import { seo, type Crumb } from '#app/lib/seo.ts'

const crumbs: Crumb[] = [
  { label: 'Главная', path: '/' },
  { label: 'Личный кабинет', path: '/profile/' },
  { label: 'Рекомендуем посмотреть' },
]

export const Route = createFileRoute('/_account/see-also-cards')({
  loader: ({ context }) => loadSignedIn(context.queryClient, '/see-also-cards/', () => context.queryClient.ensureQueryData(seeAlsoQuery)),
  errorComponent: AccountErrorPage,
  head: (context) => seo(context, { title: 'Рекомендуем посмотреть', description: null, noindex: true }),
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
