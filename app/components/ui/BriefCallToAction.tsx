import { Link } from '@tanstack/react-router'
import { site } from '#app/lib/site.ts'
import { BrandPanel } from './BrandPanel.tsx'

const DEFAULT_TEXT = 'Расскажите о задаче в брифе — за два рабочих дня вернёмся с вопросами, вариантами решения и оценкой сроков и бюджета.'

/** The closing invitation of content pages: fill in the brief, or call. */
export function BriefCallToAction({
  title = 'Обсудим ваш проект?',
  text = DEFAULT_TEXT,
  label = 'Заполнить бриф',
  withPhone = false,
}: {
  title?: string
  text?: string
  label?: string
  withPhone?: boolean
}) {
  return (
    <section aria-labelledby="brief-cta-title" className="container-page pt-16 pb-24 sm:pt-20">
      <BrandPanel className="px-7 py-12 sm:px-14 sm:py-16">
        <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="brief-cta-title" className="text-balance font-extrabold text-3xl text-white tracking-tight sm:text-4xl">
              {title}
            </h2>
            <p className="mt-4 text-brand-100 text-lg leading-relaxed">{text}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center lg:shrink-0">
            <Link
              to="/brief/"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-white px-7 font-semibold text-brand-800 text-lg transition-colors hover:bg-brand-50"
            >
              {label}
              <span aria-hidden="true">→</span>
            </Link>
            {withPhone && (
              <a
                href={site.phone.href}
                className="inline-flex min-h-12 items-center justify-center rounded-full px-5 font-semibold text-white hover:text-brand-100"
              >
                {site.phone.display}
              </a>
            )}
          </div>
        </div>
      </BrandPanel>
    </section>
  )
}
