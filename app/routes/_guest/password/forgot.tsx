import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordScreen } from '#app/features/auth/components/ForgotPasswordScreen.tsx'
import { seo } from '#app/lib/seo.ts'

export const Route = createFileRoute('/_guest/password/forgot')({
  head: (context) =>
    seo(context, {
      title: 'Восстановление пароля',
      description: 'Забыли пароль от личного кабинета? Пришлём на почту ссылку, чтобы задать новый.',
      noindex: true,
    }),
  component: ForgotPasswordScreen,
})
