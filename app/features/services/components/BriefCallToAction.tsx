import { ArrowIcon } from './icons.tsx'

/** The closing invitation of a catalogue page: fill in the brief. */
export function BriefCallToAction({
  title = 'Расскажите о задаче — предложим решение за два рабочих дня',
  text = 'Заполните бриф: мы изучим задачу, зададим уточняющие вопросы и пришлём оценку сроков и бюджета. Это ни к чему вас не обязывает.',
  label = 'Заполнить бриф',
}: {
  title?: string
  text?: string
  label?: string
}) {
  return (
    <section className="container-page pb-24" aria-labelledby="brief-cta-title">
      <div className="relative isolate overflow-hidden rounded-[2rem] bg-brand-800 px-7 py-12 sm:px-14 sm:py-16">
        <div
          aria-hidden="true"
          className="-z-10 absolute inset-0 bg-[radial-gradient(40rem_20rem_at_100%_0%,var(--color-brand-500),transparent_70%)] opacity-60"
        />
        <h2 id="brief-cta-title" className="max-w-3xl text-balance font-extrabold text-3xl text-white tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 max-w-2xl text-brand-100 text-lg leading-relaxed">{text}</p>
        <a
          href="/brief/"
          className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-full bg-white px-7 font-semibold text-brand-800 text-lg transition-colors hover:bg-brand-50"
        >
          {label}
          <ArrowIcon className="size-5" />
        </a>
      </div>
    </section>
  )
}
