import type { ReactNode, Ref } from 'react'

/** The result of a form that stays on screen after it is sent; it takes focus so it is announced. */
export function SavedNotice({ noticeRef, message, children }: { noticeRef: Ref<HTMLElement>; message: string; children?: ReactNode }) {
  return (
    <section
      ref={noticeRef}
      tabIndex={-1}
      className="flex scroll-mt-32 items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-brand-900 sm:p-5"
    >
      <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-brand-700" fill="currentColor" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z"
          clipRule="evenodd"
        />
      </svg>
      <div className="flex flex-col gap-1.5 leading-relaxed">
        <p className="font-semibold">{message}</p>
        {children}
      </div>
    </section>
  )
}
