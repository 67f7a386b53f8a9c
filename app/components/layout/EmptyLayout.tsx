import type { ReactNode } from 'react'

/** The empty layout: no header or footer, the screen centred. A route opts in with `staticData: { layout: 'empty' }`. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="content" className="flex min-h-dvh items-center justify-center bg-surface px-5 py-12">
      {children}
    </main>
  )
}
