import { useLocation } from '@tanstack/react-router'
import { ErrorPage } from './ErrorPage.tsx'

/** Unknown pages: 404 with the message 'Page not found' and the path. */
export function NotFoundPage() {
  const pathname = useLocation({ select: (location) => location.pathname })
  return <ErrorPage status={404} message={`Page not found: ${pathname}`} path={pathname} />
}
