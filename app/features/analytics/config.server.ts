import { siteEnv } from '#app/lib/env.server.ts'
import type { AnalyticsConfig } from './types.ts'

/** The counters from the checked environment (YM_COUNTER_ID, GTM_ID); an unset id leaves its counter off. */
export function analyticsConfigOf(env: { YM_COUNTER_ID?: string; GTM_ID?: string }): AnalyticsConfig {
  return {
    ymCounterId: env.YM_COUNTER_ID === undefined ? null : Number(env.YM_COUNTER_ID),
    gtmId: env.GTM_ID ?? null,
  }
}

export const analyticsConfig: AnalyticsConfig = analyticsConfigOf(siteEnv)
