import { CookieSettingsButton, useCountersConfigured } from '#app/features/analytics/CookieSettingsButton.tsx'
import { legalNavigation, mainNavigation, site } from '#app/lib/site.ts'
import { Logo } from './Logo.tsx'
import { NavLinks } from './NavLinks.tsx'

export function SiteFooter() {
  const year = new Date().getFullYear()
  const counters = useCountersConfigured()
  return (
    <footer className="mt-auto bg-brand-950 text-brand-100">
      <div className="container-page grid gap-12 py-16 md:grid-cols-[1.3fr_1fr_1.2fr]">
        <div className="flex flex-col gap-4">
          <Logo inverted />
          <p className="max-w-xs text-brand-200/80 leading-relaxed">
            {site.tagline}. Делаем сайты и веб-сервисы с {site.foundedYear} года.
          </p>
        </div>

        <nav aria-label="Разделы сайта">
          <h2 className="mb-4 font-semibold text-sm text-white uppercase tracking-wider">Разделы</h2>
          <NavLinks
            items={mainNavigation}
            className="grid grid-cols-2 gap-x-6 gap-y-2.5"
            linkClassName="text-brand-200/80 transition-colors hover:text-white"
          />
        </nav>

        <div>
          <h2 className="mb-4 font-semibold text-sm text-white uppercase tracking-wider">Контакты</h2>
          <address className="grid gap-2.5 not-italic">
            <a href={site.phone.href} className="font-semibold text-lg text-white hover:text-brand-200">
              {site.phone.display}
            </a>
            <a href={`mailto:${site.email}`} className="text-brand-200/80 hover:text-white">
              {site.email}
            </a>
            <span className="text-brand-200/80">{site.address}</span>
            <span className="text-brand-200/60 text-sm">{site.hours}</span>
          </address>
        </div>
      </div>

      <div className="border-white/10 border-t">
        <div className="container-page flex flex-col gap-3 py-6 text-brand-200/60 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {site.foundedYear}–{year} {site.legalName}
            <span className="block">
              ИНН {site.inn}, ОГРН {site.ogrn}
            </span>
          </p>
          <NavLinks items={legalNavigation} className="flex flex-wrap gap-x-6 gap-y-2" linkClassName="hover:text-white">
            {counters ? (
              <li>
                <CookieSettingsButton className="cursor-pointer hover:text-white" />
              </li>
            ) : null}
          </NavLinks>
        </div>
      </div>
    </footer>
  )
}
