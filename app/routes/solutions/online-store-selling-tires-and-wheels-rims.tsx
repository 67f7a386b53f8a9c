import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { BriefCallToAction } from '#app/components/ui/BriefCallToAction.tsx'
import { FeatureGrid } from '#app/features/solutions/components/FeatureGrid.tsx'
import { LaunchSteps, type LaunchStep } from '#app/features/solutions/components/LaunchSteps.tsx'
import { SolutionBody } from '#app/features/solutions/components/SolutionBody.tsx'
import { SolutionPrice } from '#app/features/solutions/components/SolutionPrice.tsx'
import { TyreStoreHero } from '#app/features/solutions/components/TyreStoreHero.tsx'
import { solutionQuery } from '#app/features/solutions/queries.ts'
import { solutionCrumbs, solutionHead } from '#app/features/solutions/route-head.ts'

const SLUG = 'online-store-selling-tires-and-wheels-rims'

/** Results of the «Шинный двор» project, the store this solution grew out of. */
const results = [
  { value: '+46%', label: 'заказов с сайта за первый сезон' },
  { value: '1 из 3', label: 'покупателей комплекта записывается на шиномонтаж онлайн' },
  { value: '10–15 мин', label: 'между обновлениями остатков и цен' },
]

const steps: LaunchStep[] = [
  {
    title: 'Аудит данных',
    duration: '1–2 недели',
    text: 'Разбираем номенклатуру, склады, прайсы поставщиков и учётную систему — от них зависит качество подбора.',
  },
  {
    title: 'Каталог и подбор',
    duration: '3–4 недели',
    text: 'Подключаем базу применяемости, сопоставляем товары с моделями и настраиваем фильтры по типоразмеру.',
  },
  {
    title: 'Интеграции',
    duration: '3–4 недели',
    text: 'Обмен с 1С и складами, онлайн-оплата и СБП, доставка, запись на шиномонтаж и сезонное хранение.',
  },
  {
    title: 'Запуск к сезону',
    duration: '2 недели',
    text: 'Нагрузочное тестирование под пик переобувки, обучение сотрудников, запуск и первые рекламные кампании.',
  },
]

const includes = [
  'Адаптация дизайна под ваш бренд',
  'Подключение базы применяемости шин и дисков',
  'Интеграция с 1С, складами и прайсами поставщиков',
  'Онлайн-оплата, доставка и запись на шиномонтаж',
  'Нагрузочное тестирование перед сезоном',
  'Обучение сотрудников и гарантия 6 месяцев',
]

export const Route = createFileRoute('/solutions/online-store-selling-tires-and-wheels-rims')({
  loader: ({ context }) => context.queryClient.ensureQueryData(solutionQuery(SLUG)),
  head: (context) => solutionHead(context, context.loaderData),
  component: TyreStorePage,
})

function TyreStorePage() {
  const { data: solution } = useSuspenseQuery(solutionQuery(SLUG))
  return (
    <>
      <TyreStoreHero solution={solution} crumbs={solutionCrumbs(solution)} launch="10–12 недель" />
      <section aria-labelledby="results-title" className="border-line border-b bg-brand-50">
        <div className="container-page grid grid-cols-1 gap-8 py-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-center">
          <h2 id="results-title" className="text-balance font-extrabold text-2xl text-ink tracking-tight">
            Результаты магазина «Шинный двор», на котором выросло решение
          </h2>
          <dl className="grid gap-6 sm:grid-cols-3">
            {results.map((result) => (
              <div key={result.label} className="flex flex-col-reverse justify-end gap-1">
                <dt className="text-ink-muted leading-snug">{result.label}</dt>
                <dd className="font-extrabold text-4xl text-brand-700 tracking-tight">{result.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <FeatureGrid
        tone="bold"
        features={solution.features}
        title="Продаёт шины, а не таблицы размеров"
        lead="Покупатель знает марку своей машины, а не типоразмер. Магазин берёт подбор на себя и доводит до установки."
      />
      <LaunchSteps
        tone="bold"
        steps={steps}
        lead="10–12 недель от аудита данных до первых заказов. Успеть к сезону проще, если начать за три месяца до переобувки."
      />
      <SolutionBody html={solution.body} title="Как устроено решение" />
      <SolutionPrice
        tone="bold"
        priceFrom={solution.price_from}
        includes={includes}
        note="Итоговая цена зависит от числа складов, поставщиков и интеграций. Смету пришлём в течение двух рабочих дней после брифа."
      />
      <BriefCallToAction
        title="Успейте к следующему сезону"
        text="Расскажите о вашем магазине: покажем решение на демо-стенде с вашими товарами и составим план запуска до старта переобувки."
        label="Обсудить проект"
      />
    </>
  )
}
