import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import type { Ref } from 'react'
import { OutcomePanel, SuccessPanel } from '#app/components/form/panels.tsx'
import { confirmRegistration } from '../auth.functions.ts'
import { markSignedIn } from '../queries.ts'
import { MailedCodeForm, useMailedCodeForm } from './MailedCodeForm.tsx'
import { textLinkClass } from './text-link.ts'

/**
 * After registering: check the mail. It reads the same whether the address was new (the mail has a
 * code and a link) or already had an account (the mail tells its owner how to sign in), and the code
 * typed here, with the address and password just registered, finishes the registration and signs in.
 */
export function RegistrationSent({
  email,
  password,
  panelRef,
  onRestart,
}: {
  email: string
  password: string
  panelRef: Ref<HTMLElement>
  /** Back to an empty form, for an address typed wrong. */
  onRestart: () => void
}) {
  const confirm = useServerFn(confirmRegistration)
  const queryClient = useQueryClient()
  const form = useMailedCodeForm('registration-code', (code) => confirm({ data: { email, password, code } }), {
    onDone: () => markSignedIn(queryClient),
  })

  if (form.status === 'sent') {
    return (
      <SuccessPanel
        title="Почта подтверждена"
        message="Регистрация завершена, и вы уже вошли в личный кабинет."
        panelRef={form.successRef}
        next={{ to: '/profile/', label: 'Перейти в личный кабинет' }}
      />
    )
  }

  return (
    <OutcomePanel titleId="registration-sent-title" title="Проверьте почту" icon="mail" panelRef={panelRef}>
      <div className="flex flex-col gap-3 text-ink-muted text-lg leading-relaxed">
        <p>
          Мы отправили письмо на <span className="break-all font-semibold text-ink">{email}</span>. Чтобы завершить регистрацию, введите код
          из письма — или просто откройте ссылку из него.
        </p>
        <p>Если аккаунт с этим адресом уже есть, в письме будет не код, а напоминание, как войти или восстановить пароль.</p>
      </div>
      <MailedCodeForm
        form={form}
        failedTitle="Регистрация не завершена"
        labelledBy="registration-sent-title"
        className="flex w-full flex-col gap-6"
      />
      <div className="flex w-full flex-col items-start gap-3 rounded-2xl bg-surface p-5 text-base text-ink-muted">
        <p>
          Письмо не пришло? Проверьте папку «Спам». Код действует 10 минут; если он устарел, войдите с паролем — в личном кабинете можно
          получить новый.
        </p>
        <button type="button" onClick={onRestart} className={textLinkClass}>
          Ошиблись в адресе? Заполнить форму заново
        </button>
      </div>
    </OutcomePanel>
  )
}
