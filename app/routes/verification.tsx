import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import type { Profile } from '#app/features/auth/types.ts'
import { profileQuery, sessionQuery } from '#app/features/auth/queries.ts'
import { AccountUnavailable } from '#app/features/profile/components/AccountUnavailable.tsx'
import { CodeVerification } from '#app/features/verification/components/CodeVerification.tsx'
import { LinkVerification } from '#app/features/verification/components/LinkVerification.tsx'
import { AccountScreenFrame, StatusCard } from '#app/features/verification/components/StatusCard.tsx'
import { seo } from '#app/lib/seo.ts'

/** `?token=` of the link in the verification mail; anything but text is read as no token, the API judges the rest. */
const VerificationSearch = v.object({
  token: v.fallback(v.optional(v.pipe(v.string(), v.nonEmpty())), undefined),
})

// Not behind the account guard: the link from the mail may be opened in a browser that is not signed in.
export const Route = createFileRoute('/verification')({
  validateSearch: VerificationSearch,
  // No loader: the root route has loaded the signed-in user's profile already.
  // seo() keeps the link's token out of the Referer (a token page).
  head: (context) =>
    seo(context, {
      title: 'Подтверждение почты',
      description: 'Подтверждение адреса электронной почты для личного кабинета.',
      noindex: true,
    }),
  component: VerificationRoute,
})

function VerificationRoute() {
  const { token } = Route.useSearch()
  const { data: session } = useQuery(sessionQuery)
  const signedIn = session?.authenticated === true
  const { data: profile, isError, refetch } = useQuery({ ...profileQuery, enabled: signedIn })

  return (
    <AccountScreenFrame>
      {token ? (
        <LinkVerification key={token} token={token} signedIn={signedIn} verifiedEmail={profile?.email_verified_at ? profile.email : null} />
      ) : !signedIn ? (
        <GuestVerification />
      ) : profile ? (
        <SignedInVerification profile={profile} />
      ) : isError ? (
        // Signed in, but the API could not give the profile (see ensureSession).
        <AccountUnavailable onRetry={() => refetch()} />
      ) : (
        <div role="status">
          <StatusCard id="verification-loading" tone="progress" title="Загружаем данные аккаунта…" />
        </div>
      )}
    </AccountScreenFrame>
  )
}

function SignedInVerification({ profile }: { profile: Profile }) {
  // Decided once: the code form stays on screen with its own success after the profile reloads.
  const [verifiedAlready] = useState(profile.email_verified_at !== null)
  if (!verifiedAlready) return <CodeVerification email={profile.email} />
  return (
    <StatusCard
      id="verification-verified"
      tone="success"
      title="Почта уже подтверждена"
      actions={
        <Link to="/profile/" className="button-primary">
          Перейти в личный кабинет
        </Link>
      }
    >
      <p>
        Адрес <span className="break-all font-semibold text-ink">{profile.email}</span> подтверждён — больше ничего делать не нужно.
      </p>
    </StatusCard>
  )
}

function GuestVerification() {
  return (
    <StatusCard
      id="verification-guest"
      tone="info"
      title="Подтверждение почты"
      actions={
        <Link to="/login/" search={{ redirect: '/verification/' }} className="button-primary">
          Войти в личный кабинет
        </Link>
      }
    >
      <p>Чтобы ввести код из письма или получить новый, войдите в личный кабинет.</p>
      <p>Если у вас есть письмо со ссылкой для подтверждения, просто откройте её — входить для этого не нужно.</p>
    </StatusCard>
  )
}
