import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { RouteErrorPage } from '#app/components/errors/RouteErrorPage.tsx'
import { reportError } from '#app/features/analytics/error-reporter.ts'
import { AccountScreenFrame } from '#app/features/verification/components/StatusCard.tsx'
import { ApiRequestError } from '#app/lib/api/errors.ts'
import { AccountUnavailable } from './AccountUnavailable.tsx'

/** The error screen of the account pages: an API failure gets a retry in place; anything else, the site's error page. */
export function AccountErrorPage(props: ErrorComponentProps) {
  if (!(props.error instanceof ApiRequestError)) return <RouteErrorPage {...props} />
  return <AccountApiFailure error={props.error} />
}

function AccountApiFailure({ error }: { error: ApiRequestError }) {
  const router = useRouter()
  // Reported from the browser once on screen (the server render reports nothing), as the error page does.
  useEffect(() => reportError(error), [error])
  return (
    <AccountScreenFrame>
      <AccountUnavailable onRetry={() => router.invalidate()} />
    </AccountScreenFrame>
  )
}
