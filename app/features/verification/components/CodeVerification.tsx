import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { verifyEmail } from '#app/features/auth/auth.functions.ts'
import { MailedCodeForm, useMailedCodeForm } from '#app/features/auth/components/MailedCodeForm.tsx'
import { textLinkClass } from '#app/features/auth/components/text-link.ts'
import { profileQuery } from '#app/features/auth/queries.ts'
import { useSessionEnd } from '#app/features/auth/use-session-end.ts'
import { ResendCode } from './ResendCode.tsx'
import { StatusCard } from './StatusCard.tsx'

/** The signed-in user's form for the 6-digit code from the mail, with a way to get a new one. */
export function CodeVerification({ email }: { email: string }) {
  const verify = useServerFn(verifyEmail)
  const queryClient = useQueryClient()
  const sessionEnd = useSessionEnd()
  const form = useMailedCodeForm('verification', (code) => verify({ data: { code } }), {
    sessionEnd,
    onDone: () => queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
  })

  if (form.status === 'sent') {
    return (
      <StatusCard
        id="verification-done"
        tone="success"
        title="Почта подтверждена"
        focusRef={form.successRef}
        actions={
          <Link to="/profile/" className="button-primary">
            Перейти в личный кабинет
          </Link>
        }
      >
        <p>
          Спасибо! Адрес <span className="font-semibold text-ink">{email}</span> подтверждён: теперь письма о вашем аккаунте будут приходить
          на него.
        </p>
      </StatusCard>
    )
  }

  return (
    <StatusCard id="verification" tone="info" title="Подтвердите почту">
      <p>
        Мы отправили письмо с шестизначным кодом на <span className="break-all font-semibold text-ink">{email}</span>. Введите код ниже —
        или просто откройте ссылку из того же письма.
      </p>
      <MailedCodeForm
        form={form}
        failedTitle="Почта не подтверждена"
        labelledBy="verification-title"
        className="mt-3 flex flex-col gap-6 text-base"
      />
      <ResendCode />
      <p className="text-base">
        Ошиблись в адресе?{' '}
        <Link to="/profile/" hash="profile-details" className={textLinkClass}>
          Исправьте его в профиле
        </Link>
        .
      </p>
    </StatusCard>
  )
}
