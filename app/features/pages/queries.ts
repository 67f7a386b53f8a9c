import { queryOptions } from '@tanstack/react-query'
import { fetchPage } from './pages.functions.ts'

export const pageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['pages', slug],
    queryFn: () => fetchPage({ data: { slug } }),
  })
