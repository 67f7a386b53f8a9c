import { useQuery } from '@tanstack/react-query'
import { siteConfigQuery } from '#app/features/site/queries.ts'
import { openCookieSettings } from './consent-browser.ts'
import { hasCounters } from './types.ts'

/** Whether this deployment runs counters, so there is a cookie choice to make at all. */
export function useCountersConfigured(): boolean {
  const { data } = useQuery({ ...siteConfigQuery, select: (config) => hasCounters(config.analytics) })
  return data === true
}

/** The footer's way back to the cookie notice, to change the choice. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={openCookieSettings} className={className}>
      Настройки cookie
    </button>
  )
}
