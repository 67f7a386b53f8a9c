import type { StatsBlock } from '#shared/contract/pages.ts'

/** Figures about the studio that both the home page and the company page show: kept once, so the two never disagree. */
export const STUDIO_FIGURES = {
  projectsLaunched: { value: '320+', label: 'проектов запущено' },
  clientsOnSupport: { value: '48', label: 'клиентов на поддержке' },
} as const satisfies Record<string, StatsBlock['items'][number]>
