import { Checklist } from '#app/features/services/components/Checklist.tsx'
import { ArrowIcon } from '#app/features/services/components/icons.tsx'
import { formatPriceFrom } from '#app/features/services/format.ts'
import type { Tone } from './tones.ts'

/** The price of a solution, what it includes and the way to start. */
export function SolutionPrice({
  priceFrom,
  includes,
  note,
  tone = 'neutral',
}: {
  priceFrom: number | null
  includes: string[]
  note: string
  tone?: Tone
}) {
  const price = formatPriceFrom(priceFrom)
  const bold = tone === 'bold'
  return (
    <section aria-labelledby="price-title" className="container-page py-16 sm:py-24">
      <div
        className={`grid grid-cols-1 gap-10 overflow-hidden rounded-[2rem] p-8 sm:p-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-16 ${
          bold
            ? 'bg-[linear-gradient(135deg,var(--color-brand-50),white_60%)] ring-2 ring-brand-200'
            : tone === 'calm'
              ? 'border border-line bg-white shadow-[0_20px_60px_-40px_rgb(12_31_27/0.35)]'
              : 'border border-line bg-white'
        }`}
      >
        <div className="flex flex-col gap-4">
          <h2 id="price-title" className="font-semibold text-ink-muted text-sm uppercase tracking-wider">
            Стоимость
          </h2>
          <p
            className={`tracking-tight ${bold ? 'font-extrabold text-4xl text-brand-700 sm:text-6xl' : 'font-extrabold text-4xl text-brand-700 sm:text-5xl'}`}
          >
            {price ?? 'по запросу'}
          </p>
          <p className="max-w-md text-ink-muted text-lg leading-relaxed">{note}</p>
          <a href="/brief/" className="button-primary mt-4 self-start px-7 text-lg">
            Обсудить проект
            <ArrowIcon className="size-5" />
          </a>
        </div>
        <div>
          <h3 className="font-bold text-ink text-xl tracking-tight">Что входит в стоимость</h3>
          <Checklist items={includes} look="plain" className="mt-6" />
        </div>
      </div>
    </section>
  )
}
