import type { ReactNode } from 'react'
import { Breadcrumbs } from '#app/components/ui/Breadcrumbs.tsx'
import { formatPriceFrom } from '#app/features/services/format.ts'
import type { Crumb } from '#app/lib/seo.ts'
import type { Solution } from '../types.ts'
import type { Tone } from './tones.ts'

/** What every designed solution landing gives its first screen. */
export interface SolutionHeroProps {
  solution: Solution
  crumbs: Crumb[]
  /** How long a launch takes, e.g. «5–6 недель». */
  launch: string
}

/** The classes of the hero's parts in one tone. */
interface HeroLook {
  header: string
  /** Decorative layers behind everything, bottom first. */
  backdrop: string[]
  crumbs: string
  grid: string
  /** The column of the pitch. */
  column?: string
  title: string
  lead: string
  /** The price and launch time: the list, each pair, its term and its value. */
  facts: string
  fact?: string
  term: string
  value: string
}

/** The tones of the designed landings (the other solutions open with the plain page header). */
const looks: Record<Exclude<Tone, 'neutral'>, HeroLook> = {
  calm: {
    header: 'relative isolate overflow-hidden border-line/70 border-b bg-[#f3f5f4]',
    backdrop: [
      '-z-10 absolute inset-0 bg-[repeating-linear-gradient(180deg,transparent_0,transparent_47px,rgb(15_92_71/0.07)_47px,rgb(15_92_71/0.07)_48px)] [mask-image:linear-gradient(90deg,transparent_35%,black)]',
      '-z-10 absolute inset-0 bg-[radial-gradient(50rem_30rem_at_90%_10%,rgb(255_255_255/0.9),transparent_70%)]',
    ],
    crumbs: 'container-page pt-10 sm:pt-14',
    grid: 'container-page mt-12 grid grid-cols-1 items-center gap-12 pb-10 sm:mt-16 sm:pb-14 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:gap-16',
    title: 'mt-6 max-w-2xl text-balance font-bold text-4xl text-ink leading-[1.12] tracking-tight sm:text-5xl lg:text-[3.4rem]',
    lead: 'mt-6 max-w-xl text-pretty text-ink-muted text-lg leading-relaxed sm:text-xl',
    facts: 'mt-12 grid max-w-lg grid-cols-2 gap-6 border-brand-200/70 border-t pt-6',
    fact: 'grid gap-1',
    term: 'text-ink-muted text-sm',
    value: 'font-bold text-ink text-xl',
  },
  bold: {
    header: 'relative isolate overflow-hidden bg-brand-950 text-white',
    backdrop: [
      '-z-10 absolute inset-0 opacity-40 bg-[repeating-linear-gradient(115deg,transparent_0,transparent_22px,rgb(19_114_87/0.35)_22px,rgb(19_114_87/0.35)_34px)]',
      '-z-10 absolute inset-0 bg-[radial-gradient(46rem_30rem_at_85%_30%,rgb(63_169_135/0.45),transparent_70%),linear-gradient(180deg,transparent_60%,var(--color-brand-950))]',
    ],
    // The breadcrumbs' own colours are for light pages; on the dark hero they are lightened.
    crumbs: 'container-page py-10 sm:py-14 [&_a]:text-brand-200 [&_a:hover]:text-white [&_nav_span]:text-brand-100 [&_ol]:text-brand-200',
    grid: 'container-page grid grid-cols-1 items-center gap-12 pb-16 sm:pb-24 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]',
    column: 'min-w-0',
    title: 'mt-6 max-w-3xl text-balance font-extrabold text-4xl leading-[1.02] tracking-tight sm:text-6xl lg:text-7xl',
    lead: 'mt-6 max-w-2xl text-pretty text-brand-100 text-lg leading-relaxed sm:text-xl',
    facts: 'mt-12 flex flex-wrap gap-x-10 gap-y-5',
    term: 'text-brand-200 text-sm',
    value: 'font-extrabold text-2xl tracking-tight',
  },
}

/**
 * The first screen of a designed solution landing: breadcrumbs, then the pitch (the landing's
 * eyebrow, the solution's title and excerpt, the landing's calls to action, its price and launch
 * time) beside the landing's illustration, all in the landing's tone.
 */
export function SolutionHero({
  solution,
  crumbs,
  launch,
  tone,
  eyebrow,
  actions,
  children,
}: SolutionHeroProps & { tone: keyof typeof looks; eyebrow: ReactNode; actions: ReactNode; children: ReactNode }) {
  const look = looks[tone]
  const facts = [
    { term: 'Стоимость', value: formatPriceFrom(solution.price_from) ?? 'по запросу' },
    { term: 'Запуск', value: launch },
  ]
  return (
    <header className={look.header}>
      {look.backdrop.map((layer) => (
        <div key={layer} aria-hidden="true" className={layer} />
      ))}
      <div className={look.crumbs}>
        <Breadcrumbs crumbs={crumbs} />
      </div>
      <div className={look.grid}>
        <div className={look.column}>
          {eyebrow}
          <h1 className={look.title}>{solution.title}</h1>
          <p className={look.lead}>{solution.excerpt}</p>
          <div className="mt-10 flex flex-wrap gap-3">{actions}</div>
          <dl className={look.facts}>
            {facts.map((fact) => (
              <div key={fact.term} className={look.fact}>
                <dt className={look.term}>{fact.term}</dt>
                <dd className={look.value}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {children}
      </div>
    </header>
  )
}
