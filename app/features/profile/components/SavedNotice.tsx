import type { ReactNode, Ref } from 'react'
import { SolidIcon } from '#app/components/ui/SolidIcon.tsx'

/** The result of a form that stays on screen after it is sent; it takes focus so it is announced. */
export function SavedNotice({ noticeRef, message, children }: { noticeRef: Ref<HTMLElement>; message: string; children?: ReactNode }) {
  return (
    <section
      ref={noticeRef}
      tabIndex={-1}
      className="flex scroll-mt-32 items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-brand-900 sm:p-5"
    >
      <SolidIcon name="done" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="flex flex-col gap-1.5 leading-relaxed">
        <p className="font-semibold">{message}</p>
        {children}
      </div>
    </section>
  )
}
