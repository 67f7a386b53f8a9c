import { site } from '#app/lib/site.ts'
import { formatPriceFrom } from '../format.ts'
import { ArrowIcon, ClockIcon } from './icons.tsx'

/** Price, duration and the way to start: the side panel of a service. */
export function PricePanel({ priceFrom, duration }: { priceFrom: number | null; duration: string | null }) {
  const price = formatPriceFrom(priceFrom)
  return (
    <aside
      aria-labelledby="price-panel-title"
      className="rounded-3xl border border-line bg-white p-6 shadow-[0_12px_40px_-20px_rgb(12_31_27/0.25)] sm:p-8"
    >
      <h2 id="price-panel-title" className="sr-only">
        Стоимость и сроки
      </h2>
      <dl className="grid grid-cols-2 gap-5 lg:grid-cols-1">
        <div className="grid gap-1">
          <dt className="font-semibold text-ink-muted text-sm uppercase tracking-wider">Стоимость</dt>
          <dd className="font-extrabold text-2xl text-brand-700 tracking-tight sm:text-3xl">{price ?? 'по запросу'}</dd>
        </div>
        {duration && (
          <div className="grid gap-1">
            <dt className="font-semibold text-ink-muted text-sm uppercase tracking-wider">Срок</dt>
            <dd className="flex items-center gap-2 font-bold text-ink text-lg sm:text-xl">
              <ClockIcon className="size-5 text-brand-500" />
              {duration}
            </dd>
          </div>
        )}
      </dl>
      <a href="/brief/" className="button-primary mt-7 w-full text-lg">
        Обсудить проект
        <ArrowIcon className="size-5" />
      </a>
      <p className="mt-4 text-ink-muted text-sm leading-relaxed">
        Точную смету пришлём в течение двух рабочих дней после брифа. Или позвоните:{' '}
        <a href={site.phone.href} className="whitespace-nowrap font-semibold text-ink hover:text-brand-700">
          {site.phone.display}
        </a>
      </p>
    </aside>
  )
}
