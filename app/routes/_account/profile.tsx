import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useRef } from 'react'
import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { profileQuery, sessionQuery } from '#app/features/auth/queries.ts'
import type { Profile } from '#app/features/auth/types.ts'
import { AccountErrorPage } from '#app/features/profile/components/AccountErrorPage.tsx'
import { AccountNav } from '#app/features/profile/components/AccountNav.tsx'
import { DeleteAccount } from '#app/features/profile/components/DeleteAccount.tsx'
import { PasswordForm } from '#app/features/profile/components/PasswordForm.tsx'
import { ProfileCard } from '#app/features/profile/components/ProfileCard.tsx'
import { PersonalDataCard } from '#app/features/personal-data/components/PersonalDataCard.tsx'
import { ProfileDetailsForm } from '#app/features/profile/components/ProfileDetailsForm.tsx'
import { firstName } from '#app/features/profile/format.ts'
import { seo, type Crumb } from '#app/lib/seo.ts'

const crumbs: Crumb[] = [{ label: 'Главная', path: '/' }, { label: 'Личный кабинет' }]

export const Route = createFileRoute('/_account/profile')({
  // The profile itself is loaded (and checked with the server) by the account area's guard.
  errorComponent: AccountErrorPage,
  head: (context) => seo(context, { title: 'Личный кабинет', description: null, noindex: true }),
  component: ProfileRoute,
})

function ProfileRoute() {
  const { data: session } = useQuery(sessionQuery)
  const { data: profile } = useQuery({ ...profileQuery, enabled: session?.authenticated === true })
  // Signing out drops the profile a moment before the way home: the page stays as it was meanwhile.
  const shown = useRef<Profile | null>(null)
  if (profile) shown.current = profile
  if (!shown.current) return null
  return <ProfilePage profile={shown.current} />
}

function ProfilePage({ profile }: { profile: Profile }) {
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        title="Личный кабинет"
        lead={`Здравствуйте, ${firstName(profile.name)}! Здесь ваши данные, пароль и настройки аккаунта.`}
      >
        <AccountNav />
      </PageHeader>
      <div className="container-page grid items-start gap-6 py-10 sm:py-14 lg:grid-cols-[minmax(0,21rem)_minmax(0,1fr)] lg:gap-8">
        <div className="lg:sticky lg:top-24">
          <ProfileCard profile={profile} />
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:gap-8">
          <ProfileDetailsForm profile={profile} />
          <PasswordForm email={profile.email} />
          <PersonalDataCard />
          <DeleteAccount email={profile.email} />
        </div>
      </div>
    </>
  )
}
