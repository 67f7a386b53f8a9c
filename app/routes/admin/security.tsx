import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { loadForStaff } from '#app/features/staff/access.ts'
import { AdminPageHeader, adminScreenClass } from '#app/features/staff/components/AdminPageHeader.tsx'
import { SecondFactorSettings } from '#app/features/staff/components/SecondFactorSettings.tsx'
import { staffHead } from '#app/features/staff/head.ts'
import { secondFactorQuery } from '#app/features/staff/queries.ts'

/**
 * The staff member's own security: the second factor. Every staff member reaches it, also while the
 * site requires a second factor they have not turned on (the other screens lead here then).
 */
export const Route = createFileRoute('/admin/security')({
  loader: (args) =>
    loadForStaff(args, async () => {
      await args.context.queryClient.fetchQuery(secondFactorQuery)
      return { title: 'Безопасность' }
    }),
  head: staffHead,
  component: SecurityScreen,
})

function SecurityScreen() {
  const { profile } = Route.useRouteContext()
  const { data: state } = useSuspenseQuery(secondFactorQuery)
  return (
    <div className={adminScreenClass}>
      <AdminPageHeader title="Безопасность" lead="Как вы входите в управление сайтом." />
      {state.required && !state.enabled && (
        <section
          role="alert"
          aria-labelledby="second-factor-required-title"
          className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950 sm:p-6"
        >
          <h2 id="second-factor-required-title" className="font-bold text-lg">
            Сначала подключите приложение-аутентификатор
          </h2>
          <p className="mt-1.5 max-w-3xl leading-relaxed">
            В управлении сайтом работают только со входом по коду из приложения. Подключите его ниже — это займёт пару минут, — и остальные
            разделы откроются.
          </p>
        </section>
      )}
      <SecondFactorSettings state={state} account={profile.email} />
    </div>
  )
}
