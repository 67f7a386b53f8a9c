import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { mainNavigation } from '#app/lib/site.ts'
import { Logo } from './Logo.tsx'

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  // A navigation closes the phone menu.
  useEffect(() => setMenuOpen(false), [pathname])

  return (
    <header className="sticky top-0 z-40 border-line/80 border-b bg-white/90 backdrop-blur-md">
      <div className="container-page flex h-18 items-center justify-between gap-6">
        <Link to="/" aria-label="Малахит — на главную" className="rounded-lg">
          <Logo />
        </Link>

        <nav aria-label="Основная навигация" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item.href}>
                <Link
                  to={item.href}
                  activeOptions={{ exact: false }}
                  className="rounded-full px-3 py-2 font-medium text-[15px] text-ink-muted transition-colors hover:bg-surface hover:text-ink aria-[current=page]:text-brand-700"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <a href="/login/" className="hidden whitespace-nowrap rounded-full px-4 py-2 font-semibold text-[15px] text-ink hover:text-brand-700 sm:inline-flex">
            Войти
          </a>
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
        <ul className="container-page grid gap-1 py-4">
          {mainNavigation.map((item) => (
            <li key={item.href}>
              <Link to={item.href} className="block rounded-xl px-3 py-3 font-semibold text-lg text-ink hover:bg-surface">
                {item.label}
              </Link>
            </li>
          ))}
          <li className="mt-3 grid gap-2 sm:hidden">
            <Link to="/brief/" className="button-primary">
              Обсудить проект
            </Link>
            <a href="/login/" className="button-secondary">
              Войти
            </a>
          </li>
        </ul>
      </nav>
    </header>
  )
}
