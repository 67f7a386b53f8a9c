import type { ReactNode } from 'react'
import { LineIcon } from './LineIcon.tsx'

const TONES = {
  brand: 'bg-brand-50 text-brand-700 ring-brand-200',
  amber: 'bg-amber-50 text-amber-700 ring-amber-200',
}

/** The large icon that heads a result or a problem (a form sent, a mail on its way, a spent link). */
export function IconBadge({ tone, strokeWidth, children }: { tone: keyof typeof TONES; strokeWidth?: number; children: ReactNode }) {
  return (
    <span className={`inline-flex size-14 items-center justify-center rounded-2xl ring-1 ${TONES[tone]}`} aria-hidden="true">
      <LineIcon className="size-7" strokeWidth={strokeWidth}>
        {children}
      </LineIcon>
    </span>
  )
}
