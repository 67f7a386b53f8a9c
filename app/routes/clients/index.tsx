import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import { ClientCard } from '#app/features/clients/components/ClientCard.tsx'
import { clientsQuery } from '#app/features/clients/queries.ts'
import { BriefCallToAction } from '#app/components/ui/BriefCallToAction.tsx'
import { pagedListRoute } from '#app/features/pages/list-route.ts'
import { topLevelCrumbs } from '#app/features/pages/page-route.ts'
import { plural } from '#app/lib/plural.ts'

const crumbs = topLevelCrumbs('Клиенты', '/clients/')

export const Route = createFileRoute('/clients/')({
  ...pagedListRoute({
    query: clientsQuery,
    title: 'Клиенты веб-студии',
    description:
      'Компании, с которыми работает «Малахит»: транспорт, промышленность, медицина, ритейл, девелопмент и образование. Сайты, магазины и сервисы, которые мы создаём и развиваем.',
    crumbs,
  }),
  component: ClientsPage,
})

function ClientsPage() {
  const { page = 1 } = Route.useSearch()
  const { data: clients } = useSuspenseQuery(clientsQuery(page))
  const industries = new Set(clients.data.flatMap((client) => (client.industry ? [client.industry.slug] : []))).size
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        title="Клиенты"
        lead="С большинством клиентов мы работаем годами: запускаем сайт, а потом развиваем его, добавляем сервисы и личные кабинеты. Вот компании, которые доверяют нам свои проекты."
      >
        <dl className="mt-2 flex flex-wrap gap-x-10 gap-y-4">
          <div className="flex flex-col-reverse justify-end">
            <dt className="text-ink-muted">{plural(clients.meta.total, 'компания', 'компании', 'компаний')}</dt>
            <dd className="font-extrabold text-3xl text-brand-700 tracking-tight">{clients.meta.total}</dd>
          </div>
          {industries > 0 && (
            <div className="flex flex-col-reverse justify-end">
              <dt className="text-ink-muted">{plural(industries, 'отрасль', 'отрасли', 'отраслей')}</dt>
              <dd className="font-extrabold text-3xl text-brand-700 tracking-tight">{industries}</dd>
            </div>
          )}
        </dl>
      </PageHeader>
      <div className="container-page py-14 sm:py-20">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {clients.data.map((client, index) => (
            <li key={client.slug}>
              <ClientCard client={client} eager={index < 3} />
            </li>
          ))}
        </ul>
        <Pagination page={clients.meta.current_page} lastPage={clients.meta.last_page} label="Страницы клиентов" />
      </div>
      <BriefCallToAction
        title="Обсудим ваш проект?"
        text="Расскажите о задаче в брифе — изучим её, зададим вопросы и в течение двух рабочих дней пришлём оценку сроков и бюджета."
      />
    </>
  )
}
