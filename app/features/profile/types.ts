import type { PostSummary } from '#app/features/posts/types.ts'
import type { ProjectSummary } from '#app/features/portfolio/types.ts'
import type { ServiceSummary } from '#app/features/services/types.ts'
import type { SolutionSummary } from '#app/features/solutions/types.ts'

/** `GET /v1/see-also`: a few items of each kind, each with its address on the site. */
export interface SeeAlso {
  services: (ServiceSummary & { category: { slug: string; title: string }; url: string })[]
  solutions: (SolutionSummary & { url: string })[]
  articles: (PostSummary & { url: string })[]
  projects: ProjectSummary[]
}
