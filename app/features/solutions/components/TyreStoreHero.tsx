import { ArrowIcon } from '#app/features/services/components/icons.tsx'
import { formatRubles } from '#app/features/services/format.ts'
import { SolutionHero, type SolutionHeroProps } from './SolutionHero.tsx'

/** Sample results of the fitment search shown in the hero. */
const sampleTyres = [
  { name: 'Всесезонная 205/55 R16 94V', season: 'Всесезонные', price: 7_450, stock: 'В наличии 16 шт.' },
  { name: 'Зимняя шипованная 205/55 R16 94T', season: 'Зимние', price: 8_920, stock: 'В наличии 8 шт.' },
  { name: 'Летняя 205/55 R16 91W', season: 'Летние', price: 6_780, stock: 'Завтра в магазине' },
]

const eyebrow = (
  <p className="inline-flex items-center gap-2 rounded-full bg-brand-400 px-4 py-1.5 font-extrabold text-brand-950 text-sm uppercase tracking-wider">
    Готовый интернет-магазин
  </p>
)

const actions = (
  <>
    <a
      href="/brief/"
      className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-300 px-7 font-bold text-brand-950 text-lg transition-colors hover:bg-white"
    >
      Обсудить проект
      <ArrowIcon className="size-5" />
    </a>
    <a
      href="#features"
      className="inline-flex min-h-12 items-center justify-center rounded-full border border-white/30 px-7 font-semibold text-lg text-white transition-colors hover:border-white hover:bg-white/10"
    >
      Возможности магазина
    </a>
  </>
)

/**
 * The first screen of the tyre and rims store: energetic and about the product. A dark tread-like
 * background, big type and a sample of the fitment search the store is built around.
 */
export function TyreStoreHero(props: SolutionHeroProps) {
  return (
    <SolutionHero {...props} tone="bold" eyebrow={eyebrow} actions={actions}>
      <figure className="relative min-w-0">
        <div
          aria-hidden="true"
          className="-right-24 -top-16 -z-10 absolute size-80 rounded-full border-[28px] border-brand-700/60 border-dashed"
        />
        <div className="rotate-1 rounded-[1.75rem] bg-white p-5 text-ink shadow-[0_40px_80px_-30px_rgb(0_0_0/0.6)] sm:p-6">
          <div className="flex items-center justify-between gap-3">
            <p className="font-extrabold text-lg tracking-tight">Подбор по автомобилю</p>
            <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700 text-xs">Москва</span>
          </div>
          <ul className="mt-4 flex flex-wrap gap-2 text-sm" aria-label="Выбранный автомобиль">
            {['Kia', 'Rio', '2021', '1.6 MPI'].map((value) => (
              <li key={value} className="rounded-xl border border-line bg-surface px-3 py-1.5 font-semibold">
                {value}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-ink-muted text-sm">Заводской размер 205/55 R16 · 3 из 48 подходящих моделей</p>
          <ul className="mt-3 grid grid-cols-1 gap-2">
            {sampleTyres.map((tyre) => (
              <li key={tyre.name} className="flex items-center justify-between gap-3 rounded-2xl border border-line p-3">
                <div className="flex min-w-0 items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-ink"
                  >
                    <span className="size-4 rounded-full border-[3px] border-brand-300" />
                  </span>
                  <div className="min-w-0">
                    <p className="font-semibold text-sm leading-snug">{tyre.name}</p>
                    <p className="text-brand-700 text-xs">
                      {tyre.season} · {tyre.stock}
                    </p>
                  </div>
                </div>
                <p className="shrink-0 font-extrabold text-sm">{formatRubles(tyre.price)}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4 flex items-center justify-center rounded-full bg-brand-600 px-4 py-2.5 font-semibold text-sm text-white">
            Купить комплект и записаться на шиномонтаж
          </p>
        </div>
        <figcaption className="mt-5 text-center text-brand-200 text-sm">
          Так покупатель видит подбор: только то, что подходит его машине и есть в наличии
        </figcaption>
      </figure>
    </SolutionHero>
  )
}
