import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { BriefCallToAction } from '#app/components/ui/BriefCallToAction.tsx'
import { FeatureGrid } from '#app/features/solutions/components/FeatureGrid.tsx'
import { LaunchSteps, type LaunchStep } from '#app/features/solutions/components/LaunchSteps.tsx'
import { RitualAgencyHero } from '#app/features/solutions/components/RitualAgencyHero.tsx'
import { SolutionBody } from '#app/features/solutions/components/SolutionBody.tsx'
import { SolutionPrice } from '#app/features/solutions/components/SolutionPrice.tsx'
import { solutionQuery } from '#app/features/solutions/queries.ts'
import { solutionCrumbs, solutionHead } from '#app/features/solutions/route-head.ts'

const SLUG = 'ritual-agency'

const steps: LaunchStep[] = [
  {
    title: 'Знакомство',
    duration: 'неделя 1',
    text: 'Обсуждаем, как устроена работа агентства: филиалы, дежурная смена, прайс-лист и то, как к вам обращаются сейчас.',
  },
  {
    title: 'Спокойный дизайн',
    duration: 'недели 2–3',
    text: 'Переносим фирменный стиль в сдержанную палитру решения и согласуем главную, каталог и страницу услуги.',
  },
  {
    title: 'Каталог и калькулятор',
    duration: 'недели 3–4',
    text: 'Заводим услуги и цены по вашему прайс-листу, настраиваем калькулятор и уведомления дежурным сотрудникам.',
  },
  {
    title: 'Бережная проверка',
    duration: 'неделя 5',
    text: 'Проверяем сайт на старых телефонах, со слабым интернетом и с экранным диктором — так, как им будут пользоваться.',
  },
  {
    title: 'Запуск и поддержка',
    duration: 'неделя 6',
    text: 'Подключаем аналитику и домен, обучаем сотрудников и остаёмся рядом: обновляем цены и помогаем с продвижением.',
  },
]

const includes = [
  'Адаптация дизайна под фирменный стиль агентства',
  'Каталог услуг и товаров по вашему прайс-листу',
  'Калькулятор стоимости и уведомления дежурной смене',
  'Страницы филиалов и зала прощания с картой проезда',
  'Памятка «Что делать, если умер близкий человек»',
  'Настройка аналитики и подготовка к продвижению в поиске',
]

export const Route = createFileRoute('/solutions/ritual-agency')({
  loader: ({ context }) => context.queryClient.ensureQueryData(solutionQuery(SLUG)),
  head: (context) => solutionHead(context, context.loaderData),
  component: RitualAgencyPage,
})

function RitualAgencyPage() {
  const { data: solution } = useSuspenseQuery(solutionQuery(SLUG))
  return (
    <>
      <RitualAgencyHero solution={solution} crumbs={solutionCrumbs(solution)} launch="5–6 недель" />
      <FeatureGrid
        tone="calm"
        features={solution.features}
        title="Что входит в решение"
        lead="Всё, что помогает родственникам быстро сориентироваться и связаться с агентством, — без давления и лишних шагов."
      />
      <SolutionBody html={solution.body} title="О решении" />
      <LaunchSteps
        tone="calm"
        steps={steps}
        lead="Шесть недель от первой встречи до работающего сайта. На каждом шаге вы видите результат и решаете, что изменить."
      />
      <SolutionPrice
        tone="calm"
        priceFrom={solution.price_from}
        includes={includes}
        note="Окончательная цена зависит от числа филиалов и объёма каталога. Смету пришлём в течение двух рабочих дней после брифа."
      />
      <BriefCallToAction
        title="Расскажите о вашем агентстве"
        text="Ответим в течение рабочего дня, покажем решение на демо-стенде и пришлём план запуска с точной сметой."
        label="Обсудить проект"
      />
    </>
  )
}
