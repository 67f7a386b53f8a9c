import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Profile } from '#app/features/auth/types.ts'
import { textLinkClass } from '#app/features/auth/components/text-link.ts'
import { ResendButton } from '#app/features/verification/components/ResendButton.tsx'
import { formatDate } from '../format.ts'
import { SignOutButton } from './SignOutButton.tsx'
import { SolidIcon } from '#app/components/ui/SolidIcon.tsx'

const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="font-semibold text-ink-muted text-xs uppercase tracking-wider">{term}</dt>
      <dd className="min-w-0 font-medium text-ink">{children}</dd>
    </div>
  )
}

function NotGiven({ children }: { children: ReactNode }) {
  return <span className="font-normal text-ink-muted">{children}</span>
}

/** Whether the address is confirmed; an unconfirmed one comes with the ways to confirm it: the code, or a new mail. */
function VerificationStatus({ verified }: { verified: boolean }) {
  if (verified) {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 text-sm ring-1 ring-brand-200">
        <SolidIcon name="check" className="size-4" />
        Подтверждена
      </span>
    )
  }
  return (
    <div className="flex flex-col items-start gap-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 font-semibold text-amber-900 text-sm ring-1 ring-amber-200">
          <SolidIcon name="alert" className="size-4" />
          Не подтверждена
        </span>
        <Link to="/verification/" className={`${textLinkClass} text-sm`}>
          Подтвердить<span className="sr-only"> почту</span>
        </Link>
      </div>
      <p className="font-normal text-ink-muted leading-relaxed">
        Письмо с кодом потерялось? Пришлём новое — прежний код перестанет действовать.
      </p>
      <ResendButton label="Отправить письмо ещё раз" className="px-4" />
    </div>
  )
}

/** Who is signed in: the profile at a glance, and the way out. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const verified = profile.email_verified_at !== null
  return (
    <section aria-labelledby="profile-card-title" className="rounded-3xl border border-line bg-white p-6 sm:p-8">
      <div className="flex items-center gap-4">
        <span
          className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-600 font-bold text-lg text-white"
          aria-hidden="true"
        >
          {initialsOf(profile.name)}
        </span>
        <div className="min-w-0">
          <h2 id="profile-card-title" className="font-extrabold text-ink text-xl leading-snug tracking-tight">
            {profile.name}
          </h2>
          <p className="text-ink-muted text-sm">
            Аккаунт создан <time dateTime={profile.created_at}>{formatDate(profile.created_at)}</time>
          </p>
        </div>
      </div>
      <dl className="mt-7 grid gap-5 border-line border-t pt-6">
        <Detail term="Почта">
          <div className="flex flex-col items-start gap-2">
            <span className="break-all">{profile.email}</span>
            <VerificationStatus verified={verified} />
          </div>
        </Detail>
        <Detail term="Телефон">{profile.phone_display ?? <NotGiven>не указан</NotGiven>}</Detail>
        <Detail term="Компания">{profile.company ?? <NotGiven>не указана</NotGiven>}</Detail>
      </dl>
      <div className="mt-7 border-line border-t pt-6">
        <SignOutButton />
      </div>
    </section>
  )
}
