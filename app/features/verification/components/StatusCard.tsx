import type { ReactNode, Ref } from 'react'
import { LineIcon } from '#app/components/ui/LineIcon.tsx'

type Tone = 'progress' | 'success' | 'error' | 'info'

/** Each tone's icon and the colours of its frame; the progress icon spins. */
const TONES: Record<Tone, { frame: string; spin?: boolean; icon: ReactNode }> = {
  progress: {
    frame: 'bg-brand-50 text-brand-700 ring-brand-200',
    spin: true,
    icon: (
      <>
        <circle cx="12" cy="12" r="9" strokeOpacity="0.25" />
        <path d="M21 12a9 9 0 0 0-9-9" />
      </>
    ),
  },
  success: { frame: 'bg-brand-50 text-brand-700 ring-brand-200', icon: <path d="m5 12.5 4.5 4.5L19 7.5" /> },
  error: {
    frame: 'bg-red-50 text-red-700 ring-red-200',
    icon: <path d="M12 8v5M12 16.5v.01M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />,
  },
  info: { frame: 'bg-surface text-brand-700 ring-line', icon: <path d="M4 6h16v12H4zM4 7l8 6 8-6" /> },
}

/**
 * One state of an account screen in a card: an icon for its tone, the page's heading, the text and
 * the next steps. It takes focus when the state comes from an action, so the change is announced.
 */
export function StatusCard({
  id,
  tone,
  title,
  children,
  actions,
  focusRef,
}: {
  id: string
  tone: Tone
  title: string
  children?: ReactNode
  actions?: ReactNode
  focusRef?: Ref<HTMLElement>
}) {
  const titleId = `${id}-title`
  return (
    <section
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      aria-labelledby={titleId}
      className="flex scroll-mt-32 flex-col items-start gap-5"
    >
      <span className={`inline-flex size-14 items-center justify-center rounded-2xl ring-1 ${TONES[tone].frame}`} aria-hidden="true">
        <LineIcon className={TONES[tone].spin ? 'size-7 animate-spin' : 'size-7'} strokeWidth={2.25}>
          {TONES[tone].icon}
        </LineIcon>
      </span>
      <h1 id={titleId} className="text-balance font-extrabold text-3xl text-ink tracking-tight sm:text-4xl">
        {title}
      </h1>
      {children && <div className="flex max-w-xl flex-col gap-3 text-ink-muted text-lg leading-relaxed">{children}</div>}
      {actions && <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap">{actions}</div>}
    </section>
  )
}

/** The frame of a single-task account screen: a card in the middle of the page. */
export function AccountScreenFrame({ children }: { children: ReactNode }) {
  return (
    <div className="border-line border-b bg-surface">
      <div className="container-page py-10 sm:py-16">
        <div className="mx-auto max-w-xl rounded-3xl border border-line bg-white p-6 shadow-[0_24px_60px_-32px_rgb(12_31_27/0.35)] sm:p-10">
          {children}
        </div>
      </div>
    </div>
  )
}
