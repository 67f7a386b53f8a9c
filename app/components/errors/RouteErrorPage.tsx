import type { ErrorComponentProps } from '@tanstack/react-router'
import { ErrorPage } from './ErrorPage.tsx'
import { errorStatus } from './error-status.ts'

/** What any route shows when its loader or component fails. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  return <ErrorPage status={errorStatus(error)} />
}
