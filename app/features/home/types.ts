import type { Client } from '#app/features/clients/types.ts'
import type { Page } from '#app/features/pages/types.ts'
import type { ProjectSummary } from '#app/features/portfolio/types.ts'
import type { PostSummary } from '#app/features/posts/types.ts'
import type { ServiceCategorySummary } from '#app/features/services/types.ts'

/** A service category as the home page shows it: its card and how many services it holds. */
export type HomeServiceCategory = Pick<ServiceCategorySummary, 'slug' | 'title' | 'excerpt'> & { serviceCount: number }

/** How a home section is headed, and the whole list its «all» link leads to. */
export interface HomeSectionHeading {
  id: string
  title: string
  lead?: string
  more: { label: string; to: string }
}

/** Everything the home page shows, and nothing more: the page's HTML carries it for hydration. */
export interface HomeContent {
  page: Page
  services: HomeServiceCategory[]
  projects: ProjectSummary[]
  clients: Client[]
  news: PostSummary[]
  articles: PostSummary[]
}
