import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ActionButton } from '#app/components/form/buttons.tsx'
import { StatusCard } from '#app/features/verification/components/StatusCard.tsx'

/**
 * What an account screen shows when the API could not give the user's data (it is failing, not
 * refusing the session: that case goes to /login/). The person stays signed in and can try again.
 */
export function AccountUnavailable({ onRetry }: { onRetry: () => Promise<unknown> }) {
  const [pending, setPending] = useState(false)

  const retry = async () => {
    if (pending) return
    setPending(true)
    try {
      await onRetry()
    } finally {
      setPending(false)
    }
  }

  return (
    <StatusCard
      id="account-unavailable"
      tone="error"
      title="Личный кабинет временно недоступен"
      actions={
        <>
          <ActionButton pending={pending} pendingLabel="Загружаем…" onClick={retry} className="button-primary">
            Попробовать ещё раз
          </ActionButton>
          <Link to="/" className="button-secondary">
            На главную
          </Link>
        </>
      }
    >
      <p>Не получилось загрузить ваши данные: сервис отвечает с перебоями. Вы по-прежнему в аккаунте — попробуйте ещё раз через минуту.</p>
    </StatusCard>
  )
}
