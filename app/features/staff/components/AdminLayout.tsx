import { Link, useRouterState } from '@tanstack/react-router'
import { Fragment, type ReactNode, useRef } from 'react'
import { Logo } from '#app/components/layout/Logo.tsx'
import { SkipLinkAndProgress } from '#app/components/layout/SkipLinkAndProgress.tsx'
import { roleAllows, type StaffRole } from '#shared/contract/staff.ts'
import { STAFF_ROLE_LABELS } from '#shared/contract/staff-labels.ts'
import type { StaffSession } from '../access.ts'
import { useCurrentInSight } from './use-current-in-sight.ts'
// The area's stylesheet comes with its chunk: the public pages never load it.
import '#app/styles/staff.css'

const navLinkClass =
  'inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-full px-4 font-semibold text-[15px] text-ink-muted transition-colors hover:bg-surface hover:text-ink aria-[current=page]:bg-brand-600 aria-[current=page]:text-white'

/** The sections of the staff area, in the order of the menu; accounts, redirects and the log are the admins' own. */
const SECTIONS = [
  { to: '/admin/', label: 'Обзор', needed: 'editor', exact: true },
  { to: '/admin/leads/', label: 'Заявки', needed: 'editor' },
  { to: '/admin/posts/', label: 'Публикации', needed: 'editor' },
  { to: '/admin/media/', label: 'Изображения', needed: 'editor' },
  { to: '/admin/search-synonyms/', label: 'Синонимы поиска', needed: 'editor' },
  { to: '/admin/redirects/', label: 'Переадресации', needed: 'admin' },
  { to: '/admin/staff/', label: 'Сотрудники', needed: 'admin' },
  { to: '/admin/audit/', label: 'Журнал действий', needed: 'admin' },
  { to: '/admin/security/', label: 'Безопасность', needed: 'editor' },
] as const satisfies readonly { to: string; label: string; needed: StaffRole; exact?: boolean }[]

function AdminNav({ staff }: { staff: StaffSession }) {
  // Every kind of content (/admin/services/, /admin/pages/…) is under one entry.
  const onContent = useRouterState({
    select: (state) => state.matches.some((match) => match.routeId.startsWith('/admin/$type')),
  })
  const nav = useRef<HTMLElement>(null)
  useCurrentInSight(nav)
  return (
    <nav
      ref={nav}
      aria-label="Разделы управления сайтом"
      className="-mx-5 overflow-x-auto [scrollbar-width:none] sm:mx-0 md:col-span-2 md:row-start-2 md:-ml-4"
    >
      {/* The padding is the row's, inside what scrolls: scrolled to its end, the last entry stops clear of the screen's edge, not a fraction of a pixel past it. */}
      <ul className="flex w-max gap-1 px-5 sm:px-0">
        {SECTIONS.filter((section) => roleAllows(staff.role, section.needed)).map((section) => (
          <Fragment key={section.to}>
            <li>
              <Link to={section.to} activeOptions={{ exact: 'exact' in section }} className={navLinkClass}>
                {section.label}
              </Link>
            </li>
            {section.to === '/admin/posts/' && (
              <li>
                <Link
                  to="/admin/$type/"
                  params={{ type: 'services' }}
                  className={navLinkClass}
                  aria-current={onContent ? 'page' : undefined}
                >
                  Содержимое
                </Link>
              </li>
            )}
          </Fragment>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The staff area's frame: a compact header (the logo, «Управление сайтом», who is working and the way
 * back to the site) and its sections, instead of the public header and footer.
 */
export function AdminLayout({ staff, children }: { staff: StaffSession; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <SkipLinkAndProgress />
      <header className="border-line border-b bg-white">
        {/* A phone reads down: the logo, the sections, who is working. Wider, the sections get a row of their own under the other two. */}
        <div className="mx-auto grid w-full max-w-7xl gap-3 px-5 py-3 sm:px-8 md:grid-cols-[auto_minmax(0,1fr)] md:items-center md:gap-x-8">
          <div className="flex items-center justify-between gap-4 md:col-start-1 md:row-start-1">
            <Link to="/admin/" className="flex items-center gap-3 rounded-lg">
              <Logo />
              <span className="border-line border-l pl-3 font-semibold text-ink-muted text-sm leading-tight">Управление сайтом</span>
            </Link>
          </div>
          <AdminNav staff={staff} />
          <div className="flex min-w-0 items-center justify-between gap-4 border-line border-t pt-3 text-sm md:col-start-2 md:row-start-1 md:justify-self-end md:border-0 md:pt-0">
            <p className="flex min-w-0 flex-col leading-tight">
              <span className="truncate font-semibold text-ink">{staff.name}</span>
              <span className="text-ink-muted text-xs">{STAFF_ROLE_LABELS[staff.role]}</span>
            </p>
            <Link to="/" className="shrink-0 rounded-full px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50">
              <span aria-hidden="true">← </span>
              На сайт
            </Link>
          </div>
        </div>
      </header>
      <main id="content" className="flex-1">
        {children}
      </main>
    </div>
  )
}
