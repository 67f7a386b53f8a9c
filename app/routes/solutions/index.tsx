import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { Pagination } from '#app/components/ui/Pagination.tsx'
import { BriefCallToAction } from '#app/components/ui/BriefCallToAction.tsx'
import { SolutionCard } from '#app/features/solutions/components/SolutionCard.tsx'
import { solutionsQuery } from '#app/features/solutions/queries.ts'
import { pagedListRoute } from '#app/features/pages/list-route.ts'
import { topLevelCrumbs } from '#app/features/pages/page-route.ts'

const crumbs = topLevelCrumbs('Решения', '/solutions/')

export const Route = createFileRoute('/solutions/')({
  ...pagedListRoute({
    query: solutionsQuery,
    title: 'Готовые решения для бизнеса',
    description:
      'Готовые сайты и интернет-магазины для отраслей: ритуальные агентства, продажа шин и дисков, клиники, дилерские порталы. Запуск быстрее разработки с нуля.',
    crumbs,
  }),
  component: SolutionsPage,
})

function SolutionsPage() {
  const { page = 1 } = Route.useSearch()
  const { data: solutions } = useSuspenseQuery(solutionsQuery(page))
  return (
    <>
      <PageHeader
        crumbs={crumbs}
        title="Готовые решения"
        lead="Отраслевые сайты и магазины, которые мы уже запускали и довели до готового продукта. Вы получаете проверенную структуру и функции, а мы адаптируем дизайн и интеграции под вашу компанию — быстрее и дешевле, чем разработка с нуля."
      />
      <div className="container-page py-14 sm:py-20">
        <ul className="grid gap-6 md:grid-cols-2 lg:gap-8">
          {solutions.data.map((solution, index) => (
            <li key={solution.slug}>
              <SolutionCard solution={solution} eager={index < 2} />
            </li>
          ))}
        </ul>
        <Pagination page={solutions.meta.current_page} lastPage={solutions.meta.last_page} label="Страницы решений" />
      </div>
      <BriefCallToAction
        title="Не нашли решение для своей отрасли?"
        text="Расскажите о задаче в брифе: подскажем, какое из наших решений можно взять за основу, или оценим разработку с нуля."
      />
    </>
  )
}
