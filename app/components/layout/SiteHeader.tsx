import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { profileQuery, sessionQuery } from '#app/features/auth/queries.ts'
import { firstName } from '#app/features/profile/format.ts'
import { HeaderSearch } from '#app/features/search/components/HeaderSearch.tsx'
import { mainNavigation } from '#app/lib/site.ts'
import { Logo } from './Logo.tsx'
import { NavLinks } from './NavLinks.tsx'
import { LineIcon } from '#app/components/ui/LineIcon.tsx'

/**
 * The way into the account area: «Войти» for a guest; for a signed-in user the first name (when the
 * profile is at hand) or «Кабинет», and for the agency's staff the way into the staff area. The
 * session is in the cache from the root route; the profile is only read from it, never fetched for the header.
 */
function useAccountEntry() {
  const { data: session } = useQuery(sessionQuery)
  const { data: profile } = useQuery({ ...profileQuery, enabled: false })
  if (!session?.authenticated) return { signedIn: false as const, staff: false }
  return { signedIn: true as const, name: profile ? firstName(profile.name) : null, staff: Boolean(profile?.role) }
}

/** The ways into the account and the staff area, beside the navigation (in the menu on phones). */
const accountLinkClass =
  'hidden min-h-11 max-w-48 items-center gap-2 whitespace-nowrap rounded-full px-4 py-2 font-semibold text-[15px] text-ink hover:text-brand-700 aria-[current=page]:text-brand-700 sm:inline-flex xl:px-3'

/** The staff area's mark: a control panel. */
function PanelIcon() {
  return (
    <LineIcon className="size-5 shrink-0">
      <path d="M4 4h16v16H4zM4 10h16M10 10v10" />
    </LineIcon>
  )
}

function PersonIcon({ className }: { className: string }) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </LineIcon>
  )
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const account = useAccountEntry()
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  // A navigation closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is what triggers it, not an input.
  useEffect(() => setMenuOpen(false), [pathname])

  return (
    <header className="sticky top-0 z-40 border-line/80 border-b bg-white/90 backdrop-blur-md">
      {/* The whole row fits the container at xl, the staff member's extra icon included. */}
      <div className="container-page flex h-18 items-center justify-between gap-4">
        <Link to="/" aria-label="Малахит — на главную" className="rounded-lg">
          <Logo />
        </Link>

        <nav aria-label="Основная навигация" className="hidden xl:block">
          <NavLinks
            items={mainNavigation}
            className="flex items-center gap-1"
            linkClassName="rounded-full px-1.5 py-2 font-medium text-sm text-ink-muted transition-colors hover:bg-surface hover:text-ink aria-[current=page]:text-brand-700"
          />
        </nav>

        <div className="flex items-center gap-2">
          <HeaderSearch />
          {account.staff && (
            // An icon beside the account's (as the account's own is beside the full navigation); the words name it.
            <Link to="/admin/" className={accountLinkClass}>
              <PanelIcon />
              <span className="sr-only">Управление сайтом</span>
            </Link>
          )}
          {account.signedIn ? (
            // Beside the full navigation (xl) there is room for the icon only; the label still names it.
            <Link to="/profile/" aria-label={account.name ? `${account.name}, личный кабинет` : undefined} className={accountLinkClass}>
              <PersonIcon className="size-5 shrink-0" />
              <span className="truncate xl:sr-only">{account.name ?? 'Кабинет'}</span>
            </Link>
          ) : (
            <Link
              to="/login/"
              className="hidden whitespace-nowrap rounded-full px-4 py-2 font-semibold text-[15px] text-ink hover:text-brand-700 sm:inline-flex"
            >
              Войти
            </Link>
          )}
          <Link to="/brief/" className="button-primary hidden min-h-11 whitespace-nowrap px-5 text-[15px] sm:inline-flex">
            Обсудить проект
          </Link>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full border border-line text-ink xl:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="sr-only">{menuOpen ? 'Закрыть меню' : 'Открыть меню'}</span>
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>

      <nav id={menuId} aria-label="Меню" hidden={!menuOpen} className="border-line border-t bg-white xl:hidden">
        <NavLinks
          items={mainNavigation}
          className="container-page grid gap-1 py-4"
          linkClassName="block rounded-xl px-3 py-3 font-semibold text-lg text-ink hover:bg-surface"
        >
          <li className="mt-3 grid gap-2 sm:hidden">
            <Link to="/brief/" className="button-primary">
              Обсудить проект
            </Link>
            {account.staff && (
              <Link to="/admin/" className="button-secondary">
                <PanelIcon />
                Управление сайтом
              </Link>
            )}
            {account.signedIn ? (
              <Link to="/profile/" className="button-secondary">
                <PersonIcon className="size-5 shrink-0" />
                Личный кабинет
              </Link>
            ) : (
              <Link to="/login/" className="button-secondary">
                Войти
              </Link>
            )}
          </li>
        </NavLinks>
      </nav>
    </header>
  )
}
