import { CoverImage } from '#app/components/ui/images.tsx'
import { SolutionHero, type SolutionHeroProps } from './SolutionHero.tsx'

const eyebrow = (
  <p className="flex items-center gap-3 font-medium text-brand-700 text-sm tracking-wide">
    <span aria-hidden="true" className="h-px w-10 bg-brand-300" />
    Готовое решение для ритуальных агентств
  </p>
)

const actions = (
  <>
    <a href="/brief/" className="button-primary px-7 text-lg">
      Обсудить проект
    </a>
    <a href="#features" className="button-secondary px-7 text-lg">
      Что входит
    </a>
  </>
)

/**
 * The first screen of the ritual agency solution: quiet and respectful. Soft surfaces, thin lines,
 * no bright accents; the three questions a grieving family comes with, answered up front.
 */
export function RitualAgencyHero(props: SolutionHeroProps) {
  const { cover } = props.solution
  return (
    <SolutionHero {...props} tone="calm" eyebrow={eyebrow} actions={actions}>
      <div className="relative">
        {cover && (
          <CoverImage
            image={cover}
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
    </SolutionHero>
  )
}
