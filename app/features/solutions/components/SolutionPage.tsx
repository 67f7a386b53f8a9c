import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { BriefCallToAction } from '#app/components/ui/BriefCallToAction.tsx'
import { formatPriceFrom } from '#app/features/services/format.ts'
import { FeatureGrid } from '#app/features/solutions/components/FeatureGrid.tsx'
import { LaunchSteps, type LaunchStep } from '#app/features/solutions/components/LaunchSteps.tsx'
import { SolutionBody } from '#app/features/solutions/components/SolutionBody.tsx'
import { SolutionPrice } from '#app/features/solutions/components/SolutionPrice.tsx'
import { solutionCrumbs } from '#app/features/solutions/route-head.ts'
import { PageCover } from '#app/components/ui/PageCover.tsx'
import type { Solution } from '#app/features/solutions/types.ts'

const steps: LaunchStep[] = [
  {
    title: 'Бриф и демонстрация',
    duration: '1 неделя',
    text: 'Изучаем задачу, показываем решение на демо-стенде и вместе решаем, что оставить как есть, а что доработать.',
  },
  {
    title: 'Адаптация',
    duration: '2–4 недели',
    text: 'Переносим фирменный стиль, дорабатываем разделы под ваши процессы и согласуем ключевые страницы.',
  },
  {
    title: 'Интеграции и наполнение',
    duration: '2–4 недели',
    text: 'Подключаем учётные системы и CRM, переносим контент, настраиваем аналитику и цели.',
  },
  {
    title: 'Запуск и развитие',
    duration: '1 неделя',
    text: 'Тестируем на реальных устройствах, обучаем сотрудников, запускаем и остаёмся на поддержке.',
  },
]

const includes = [
  'Адаптация дизайна под фирменный стиль',
  'Настройка разделов и функций под ваши процессы',
  'Интеграция с учётной системой и CRM',
  'Перенос и наполнение контента',
  'Настройка аналитики и подготовка к продвижению',
  'Обучение сотрудников и гарантия 6 месяцев',
]

/** A solution's public page, given the solution as the API answers it. */
export function SolutionView({ solution }: { solution: Solution }) {
  const price = formatPriceFrom(solution.price_from)
  return (
    <>
      <PageHeader crumbs={solutionCrumbs(solution)} title={solution.title} lead={solution.excerpt}>
        <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
          <a href="/brief/" className="button-primary px-7 text-lg">
            Обсудить проект
          </a>
          {price && (
            <p className="font-bold text-brand-700 text-xl">
              <span className="sr-only">Стоимость: </span>
              {price}
            </p>
          )}
        </div>
      </PageHeader>
      <PageCover
        image={solution.cover}
        spacing="pt-12 sm:pt-16"
        className="aspect-[16/9] w-full rounded-[2rem] border border-line bg-brand-50 object-cover sm:aspect-[12/5]"
      />
      <FeatureGrid
        features={solution.features}
        title="Что входит в решение"
        lead="Функции, которые уже работают в наших проектах и которые мы настроим под вашу компанию."
      />
      <SolutionBody html={solution.body} />
      <LaunchSteps
        steps={steps}
        lead="Готовое решение не нужно разрабатывать с нуля: большая часть времени уходит на адаптацию под ваши процессы и данные."
      />
      <SolutionPrice
        priceFrom={solution.price_from}
        includes={includes}
        note="Окончательная цена зависит от объёма доработок и интеграций. Точную смету пришлём в течение двух рабочих дней после брифа."
      />
      <BriefCallToAction />
    </>
  )
}
