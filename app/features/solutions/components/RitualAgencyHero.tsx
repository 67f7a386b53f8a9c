import { Breadcrumbs } from '#app/components/ui/Breadcrumbs.tsx'
import { formatPriceFrom } from '#app/features/services/format.ts'
import type { Crumb } from '#app/lib/seo.ts'
import type { Solution } from '../types.ts'
import { CoverImage } from '#app/components/ui/CoverImage.tsx'

/**
 * The first screen of the ritual agency solution: quiet and respectful. Soft surfaces, thin lines,
 * no bright accents; the three questions a grieving family comes with, answered up front.
 */
export function RitualAgencyHero({ solution, crumbs, launch }: { solution: Solution; crumbs: Crumb[]; launch: string }) {
  const price = formatPriceFrom(solution.price_from)
  return (
    <header className="relative isolate overflow-hidden border-line/70 border-b bg-[#f3f5f4]">
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[repeating-linear-gradient(180deg,transparent_0,transparent_47px,rgb(15_92_71/0.07)_47px,rgb(15_92_71/0.07)_48px)] [mask-image:linear-gradient(90deg,transparent_35%,black)]"
      />
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(50rem_30rem_at_90%_10%,rgb(255_255_255/0.9),transparent_70%)]"
      />
      <div className="container-page py-10 sm:py-14">
        <Breadcrumbs crumbs={crumbs} />
        <div className="mt-12 grid grid-cols-1 items-center gap-12 sm:mt-16 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:gap-16">
          <div>
            <p className="flex items-center gap-3 font-medium text-brand-700 text-sm tracking-wide">
              <span aria-hidden="true" className="h-px w-10 bg-brand-300" />
              Готовое решение для ритуальных агентств
            </p>
            <h1 className="mt-6 max-w-2xl text-balance font-bold text-4xl text-ink leading-[1.12] tracking-tight sm:text-5xl lg:text-[3.4rem]">
              {solution.title}
            </h1>
            <p className="mt-6 max-w-xl text-pretty text-ink-muted text-lg leading-relaxed sm:text-xl">{solution.excerpt}</p>
            <div className="mt-10 flex flex-wrap gap-3">
              <a href="/brief/" className="button-primary px-7 text-lg">
                Обсудить проект
              </a>
              <a href="#features" className="button-secondary px-7 text-lg">
                Что входит
              </a>
            </div>
            <dl className="mt-12 grid max-w-lg grid-cols-2 gap-6 border-brand-200/70 border-t pt-6">
              <div className="grid gap-1">
                <dt className="text-ink-muted text-sm">Стоимость</dt>
                <dd className="font-bold text-ink text-xl">{price ?? 'по запросу'}</dd>
              </div>
              <div className="grid gap-1">
                <dt className="text-ink-muted text-sm">Запуск</dt>
                <dd className="font-bold text-ink text-xl">{launch}</dd>
              </div>
            </dl>
          </div>
          <div className="relative">
            {solution.cover && (
              <CoverImage
                image={solution.cover}
                className="aspect-[16/9] w-full rounded-[2rem] object-cover shadow-[0_30px_80px_-40px_rgb(12_31_27/0.45)]"
              />
            )}
            <figure className="relative mx-4 -mt-10 rounded-3xl border border-line/80 bg-white/95 p-6 shadow-[0_20px_50px_-30px_rgb(12_31_27/0.4)] backdrop-blur sm:mx-8">
              <blockquote className="text-ink leading-relaxed">
                Сайт отвечает на три вопроса с первого экрана: что делать, сколько это стоит и кому позвонить прямо сейчас.
              </blockquote>
              <figcaption className="mt-3 text-ink-muted text-sm">Принцип, на котором построено решение</figcaption>
            </figure>
          </div>
        </div>
      </div>
    </header>
  )
}
