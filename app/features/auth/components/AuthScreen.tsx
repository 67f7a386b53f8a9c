import type { ReactNode, Ref } from 'react'
import { OutcomePanel } from '#app/components/form/panels.tsx'

/** The id of the screen's h1: forms on the screen are named by it. */
export const AUTH_TITLE_ID = 'auth-title'

/**
 * The frame of the guest screens of the account area (sign-in, registration, password recovery):
 * a heading with a short lead, one calm card in the middle of the page, and a line below it.
 */
export function AuthScreen({
  title,
  lead,
  footer,
  wide = false,
  children,
}: {
  title: string
  lead?: ReactNode
  /** Below the card: the way to the neighbouring screen («Нет аккаунта? …»). */
  footer?: ReactNode
  /** Room for a longer form (registration). */
  wide?: boolean
  children: ReactNode
}) {
  return (
    <div className="border-line border-b bg-surface">
      <div className="container-page flex flex-col items-center py-10 sm:py-16">
        <div className={`w-full ${wide ? 'max-w-xl' : 'max-w-md'}`}>
          <header className="mb-8 text-center">
            <h1 id={AUTH_TITLE_ID} className="text-balance font-extrabold text-3xl text-ink tracking-tight sm:text-4xl">
              {title}
            </h1>
            {lead && <p className="mt-3 text-pretty text-ink-muted text-lg leading-relaxed">{lead}</p>}
          </header>
          <div className="rounded-3xl border border-line bg-white p-6 shadow-[0_24px_60px_-32px_rgb(12_31_27/0.35)] sm:p-10">
            {children}
          </div>
          {footer && <p className="mt-8 text-center text-ink-muted">{footer}</p>}
        </div>
      </div>
    </div>
  )
}

/** A link that cannot be used (incomplete, expired, already used): what happened and the way on. */
export function LinkProblem({
  title,
  message,
  problemRef,
  children,
}: {
  title: string
  message: string
  problemRef?: Ref<HTMLElement>
  children: ReactNode
}) {
  return (
    <OutcomePanel titleId="link-problem-title" title={title} icon="broken-link" panelRef={problemRef} alert compact>
      <p className="text-ink-muted text-lg leading-relaxed">{message}</p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div>
    </OutcomePanel>
  )
}
