import { useEffect, useRef, useState } from 'react'
import { SavedNotice } from '#app/components/form/panels.tsx'

/**
 * The outcome of the last change made from a list (its dialogs and forms close or start afresh on
 * success): shown above the list, and it takes focus so that it is announced.
 */
export function useChangeNotice() {
  const [notice, setNotice] = useState<string | null>(null)
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    if (notice) ref.current?.focus()
  }, [notice])
  const view = notice ? <SavedNotice noticeRef={ref} message={notice} /> : null
  return { view, setNotice }
}
