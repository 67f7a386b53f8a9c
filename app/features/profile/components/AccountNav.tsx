import { Link } from '@tanstack/react-router'

const linkClass =
  'inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 font-semibold text-[15px] text-ink-muted transition-colors hover:border-brand-300 hover:text-brand-700 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white'

/** The sections of the account area, under the page heading. */
export function AccountNav() {
  return (
    <nav aria-label="Разделы личного кабинета">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to="/profile/" activeOptions={{ exact: true }} className={linkClass}>
            Профиль
          </Link>
        </li>
        <li>
          <Link to="/profile/sessions/" className={linkClass}>
            Сеансы
          </Link>
        </li>
        <li>
          <Link to="/see-also-cards/" className={linkClass}>
            Рекомендуем посмотреть
          </Link>
        </li>
      </ul>
    </nav>
  )
}

/** The frame of a section of the profile: a card with its heading. */
export const sectionCardClass = 'scroll-mt-28 rounded-3xl border border-line bg-white p-6 sm:p-8'
