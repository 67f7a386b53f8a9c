import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { recoverFromChunkError } from '#app/lib/build-check-browser.ts'
import { ErrorPage } from './ErrorPage.tsx'
import { errorStatus } from './error-status.ts'

/** What any route shows when its loader or component fails. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  // A screen whose code is gone after a deploy: one reload brings the new build.
  useEffect(() => {
    recoverFromChunkError(error)
  }, [error])
  return <ErrorPage status={errorStatus(error)} error={error} />
}
