import type { SolutionFeature } from '../types.ts'
import type { Tone } from './tones.ts'

const styles: Record<Tone, { section: string; card: string; number: string; title: string; text: string; heading: string }> = {
  calm: {
    section: 'bg-white',
    card: 'rounded-3xl bg-[#f3f5f4] p-8',
    number:
      'inline-flex size-12 items-center justify-center rounded-full border border-brand-200 bg-white font-semibold text-brand-700 tabular-nums',
    title: 'font-bold text-xl text-ink tracking-tight',
    text: 'text-ink-muted leading-relaxed',
    heading: 'font-bold text-3xl text-ink tracking-tight sm:text-4xl',
  },
  bold: {
    section: 'bg-white',
    card: 'rounded-3xl border-2 border-line bg-white p-8 transition-[border-color,transform] hover:-translate-y-1 hover:border-brand-400',
    number:
      'inline-flex size-14 -rotate-3 items-center justify-center rounded-2xl bg-brand-950 font-extrabold text-brand-300 text-xl tabular-nums',
    title: 'font-extrabold text-2xl text-ink tracking-tight',
    text: 'text-ink-muted leading-relaxed',
    heading: 'font-extrabold text-4xl text-ink tracking-tight sm:text-5xl',
  },
  neutral: {
    section: 'bg-white',
    card: 'rounded-3xl border border-line bg-white p-8 transition-shadow hover:shadow-[0_12px_40px_-16px_rgb(12_31_27/0.25)]',
    number: 'inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 font-bold text-brand-700 tabular-nums',
    title: 'font-bold text-xl text-ink tracking-tight',
    text: 'text-ink-muted leading-relaxed',
    heading: 'font-extrabold text-3xl text-ink tracking-tight sm:text-4xl',
  },
}

/** What the solution can do: a numbered grid of its features. */
export function FeatureGrid({
  features,
  title,
  lead,
  tone = 'neutral',
  id = 'features',
}: {
  features: SolutionFeature[]
  title: string
  lead?: string
  tone?: Tone
  id?: string
}) {
  if (features.length === 0) return null
  const style = styles[tone]
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-24 ${style.section}`}>
      <div className="container-page py-16 sm:py-24">
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className={`text-balance ${style.heading}`}>
            {title}
          </h2>
          {lead && <p className="mt-4 text-ink-muted text-lg leading-relaxed">{lead}</p>}
        </div>
        <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature, index) => (
            <li key={feature.title} className={`flex flex-col gap-4 ${style.card}`}>
              <span className={style.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={style.title}>{feature.title}</h3>
              <p className={style.text}>{feature.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
