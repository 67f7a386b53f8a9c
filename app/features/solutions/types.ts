import type { ApiAnswer } from '#app/lib/api/contract.ts'

/** `GET /v1/solutions`: one page of solutions. */
type SolutionPage = ApiAnswer<'/v1/solutions'>

/** A solution in the list: `price_from` in roubles, null when agreed per project. */
export type SolutionSummary = SolutionPage['data'][number]

/** `GET /v1/solutions/{slug}`: its body is sanitized HTML. */
export type Solution = ApiAnswer<'/v1/solutions/:slug'>

export type SolutionFeature = Solution['features'][number]
