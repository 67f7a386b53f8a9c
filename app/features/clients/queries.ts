import { queryOptions } from '@tanstack/react-query'
import { fetchClients } from './clients.functions.ts'

export const clientsQuery = (page: number) =>
  queryOptions({
    queryKey: ['clients', { page }],
    queryFn: () => fetchClients({ data: { page } }),
  })
