import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { PageHeader } from '#app/components/ui/PageHeader.tsx'
import { Prose } from '#app/components/ui/Prose.tsx'
import { ContactForm } from '#app/features/forms/components/ContactForm.tsx'
import type { Page } from '#app/features/pages/types.ts'
import type { Crumb } from '#app/lib/seo.ts'
import { site } from '#app/lib/site.ts'
import { LineIcon } from '#app/components/ui/LineIcon.tsx'

const icons = {
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
}

function ContactCard({ icon, title, children }: { icon: keyof typeof icons; title: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-4 rounded-3xl border border-line bg-white p-5 transition-shadow sm:flex-col sm:p-6 hover:shadow-[0_12px_40px_-16px_rgb(12_31_27/0.25)]">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700" aria-hidden="true">
        <LineIcon className="size-5">
          <path d={icons[icon]} />
        </LineIcon>
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold text-ink-muted text-sm uppercase tracking-wider">{title}</p>
        {children}
      </div>
    </li>
  )
}

/** Contacts: the ways to reach the studio, the editors' text (how to get there, details) and the contact form. */
export function ContactsPage({ page, crumbs }: { page: Page; crumbs: Crumb[] }) {
  return (
    <article>
      <PageHeader crumbs={crumbs} title={page.title} lead={page.lead} />

      <div className="container-page py-12 sm:py-16">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <ContactCard icon="phone" title="Телефон">
            <a href={site.phone.href} className="font-bold text-ink text-xl tracking-tight hover:text-brand-700">
              {site.phone.display}
            </a>
          </ContactCard>
          <ContactCard icon="mail" title="Почта">
            <a href={`mailto:${site.email}`} className="break-all font-bold text-ink text-xl tracking-tight hover:text-brand-700">
              {site.email}
            </a>
          </ContactCard>
          <ContactCard icon="pin" title="Офис">
            <p className="font-semibold text-ink leading-snug">{site.address}</p>
          </ContactCard>
          <ContactCard icon="clock" title="Часы работы">
            <p className="font-semibold text-ink leading-snug">{site.hours}</p>
            <p className="text-ink-muted text-sm">Сб, Вс и праздники — выходные</p>
          </ContactCard>
        </ul>
      </div>

      <div className="container-page grid gap-12 pb-20 sm:pb-24 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:gap-16">
        <section
          aria-labelledby="contact-form-title"
          className="self-start rounded-3xl border border-line bg-white p-6 shadow-[0_24px_60px_-32px_rgb(12_31_27/0.35)] sm:p-10 lg:col-start-2 lg:row-start-1"
        >
          <h2 id="contact-form-title" className="font-extrabold text-3xl text-ink tracking-tight">
            Напишите нам
          </h2>
          <p className="mt-3 mb-8 text-ink-muted leading-relaxed">
            Ответим в течение рабочего дня. Если речь о новом проекте, удобнее{' '}
            <Link
              to="/brief/"
              className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-600"
            >
              заполнить бриф
            </Link>
            .
          </p>
          <ContactForm titleId="contact-form-title" />
        </section>
        {page.body && <Prose html={page.body} className="lg:col-start-1 lg:row-start-1 [&>h2:first-child]:mt-0" />}
      </div>
    </article>
  )
}
