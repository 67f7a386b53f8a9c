import { queryOptions } from '@tanstack/react-query'
import { fetchHome } from './home.functions.ts'

/** Everything the home page shows, in one call. */
export const homeQuery = queryOptions({
  queryKey: ['home'],
  queryFn: () => fetchHome(),
})
