import type { ReactNode } from 'react'

/**
 * The thin bar above a preview: it says the page below is not what visitors see yet, and leads back
 * to the editor (`back`). It stays in sight while the page scrolls.
 */
export function PreviewBar({ note, back }: { note: string; back: ReactNode }) {
  return (
    <div role="note" className="sticky top-0 z-50 bg-amber-100 text-amber-950 text-sm">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
        <p className="font-semibold">{note}</p>
        {back}
      </div>
    </div>
  )
}

export const previewBackClass = 'font-semibold underline underline-offset-4'
