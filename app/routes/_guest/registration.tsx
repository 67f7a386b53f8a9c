import { createFileRoute } from '@tanstack/react-router'
import { RegistrationScreen } from '#app/features/auth/components/RegistrationScreen.tsx'
import { seo } from '#app/lib/seo.ts'

export const Route = createFileRoute('/_guest/registration')({
  head: (context) =>
    seo(context, {
      title: 'Регистрация',
      description: 'Создайте личный кабинет «Малахита»: имя, почта и пароль, затем код из письма.',
      noindex: true,
    }),
  component: RegistrationScreen,
})
