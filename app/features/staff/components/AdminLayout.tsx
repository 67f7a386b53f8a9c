import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Logo } from '#app/components/layout/Logo.tsx'
import { SkipLinkAndProgress } from '#app/components/layout/SkipLinkAndProgress.tsx'
import { roleAllows } from '#shared/contract/staff.ts'
import { STAFF_ROLE_LABELS } from '#shared/contract/staff-labels.ts'
import type { StaffSession } from '../access.ts'
// The area's stylesheet comes with its chunk: the public pages never load it.
import '#app/styles/staff.css'

const navLinkClass =
  'inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-full px-4 font-semibold text-[15px] text-ink-muted transition-colors hover:bg-surface hover:text-ink aria-[current=page]:bg-brand-600 aria-[current=page]:text-white'

/** The sections of the staff area; the audit log is the admins' own. */
function AdminNav({ staff }: { staff: StaffSession }) {
  return (
    <nav aria-label="Разделы управления сайтом" className="-mx-5 overflow-x-auto px-5 [scrollbar-width:none] sm:mx-0 sm:px-0">
      <ul className="flex gap-1">
        <li>
          <Link to="/admin/" activeOptions={{ exact: true }} className={navLinkClass}>
            Обзор
          </Link>
        </li>
        <li>
          <Link to="/admin/leads/" className={navLinkClass}>
            Заявки
          </Link>
        </li>
        {roleAllows(staff.role, 'admin') && (
          <li>
            <Link to="/admin/audit/" className={navLinkClass}>
              Журнал действий
            </Link>
          </li>
        )}
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
        <div className="mx-auto flex w-full max-w-7xl flex-col gap-3 px-5 py-3 sm:px-8 lg:flex-row lg:items-center lg:gap-8">
          <div className="flex items-center justify-between gap-4">
            <Link to="/admin/" className="flex items-center gap-3 rounded-lg">
              <Logo />
              <span className="border-line border-l pl-3 font-semibold text-ink-muted text-sm leading-tight">Управление сайтом</span>
            </Link>
          </div>
          <AdminNav staff={staff} />
          <div className="flex items-center justify-between gap-4 border-line border-t pt-3 text-sm lg:ml-auto lg:border-0 lg:pt-0">
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
