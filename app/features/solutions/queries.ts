import { queryOptions } from '@tanstack/react-query'
import { fetchSolution, fetchSolutions } from './solutions.functions.ts'

export const solutionsQuery = (page: number) =>
  queryOptions({
    queryKey: ['solutions', { page }],
    queryFn: () => fetchSolutions({ data: { page } }),
  })

export const solutionQuery = (slug: string) =>
  queryOptions({
    queryKey: ['solutions', slug],
    queryFn: () => fetchSolution({ data: { slug } }),
  })
