import type { Tone } from './tones.ts'

export interface LaunchStep {
  title: string
  text: string
  /** How long the step takes, e.g. «1 неделя». */
  duration: string
}

/** «Как мы запускаем»: the steps from the first call to a working site. */
export function LaunchSteps({
  steps,
  title = 'Как мы запускаем',
  lead,
  tone = 'neutral',
}: {
  steps: LaunchStep[]
  title?: string
  lead?: string
  tone?: Tone
}) {
  const dark = tone === 'bold'
  return (
    <section
      aria-labelledby="launch-title"
      className={dark ? 'bg-brand-950 text-white' : tone === 'calm' ? 'bg-[#f3f5f4]' : 'border-line border-y bg-surface'}
    >
      <div className="container-page py-16 sm:py-24">
        <div className="max-w-2xl">
          <h2
            id="launch-title"
            className={`text-balance tracking-tight ${dark ? 'font-extrabold text-4xl text-white sm:text-5xl' : tone === 'calm' ? 'font-bold text-3xl text-ink sm:text-4xl' : 'font-extrabold text-3xl text-ink sm:text-4xl'}`}
          >
            {title}
          </h2>
          {lead && <p className={`mt-4 text-lg leading-relaxed ${dark ? 'text-brand-100' : 'text-ink-muted'}`}>{lead}</p>}
        </div>
        <ol className={`mt-12 grid gap-8 sm:grid-cols-2 ${steps.length >= 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4'} lg:gap-6`}>
          {steps.map((step, index) => (
            <li key={step.title} className="relative flex flex-col gap-3">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full font-bold tabular-nums ${
                    dark
                      ? 'bg-brand-400 text-brand-950'
                      : tone === 'calm'
                        ? 'border border-brand-300 bg-white text-brand-700'
                        : 'bg-brand-600 text-white'
                  }`}
                >
                  {index + 1}
                </span>
                <span
                  aria-hidden="true"
                  className={`hidden h-px flex-1 lg:block ${dark ? 'bg-brand-700' : 'bg-line'} ${index === steps.length - 1 ? 'lg:invisible' : ''}`}
                />
              </div>
              <h3 className={`font-bold text-xl tracking-tight ${dark ? 'text-white' : 'text-ink'}`}>
                <span className="sr-only">Шаг {index + 1}. </span>
                {step.title}
              </h3>
              <p className={`font-semibold text-sm ${dark ? 'text-brand-300' : 'text-brand-700'}`}>{step.duration}</p>
              <p className={`leading-relaxed ${dark ? 'text-brand-100/85' : 'text-ink-muted'}`}>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
