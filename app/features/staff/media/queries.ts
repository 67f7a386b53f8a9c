import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { staffKey } from '../queries.ts'
import { fetchImages } from './media.functions.ts'

const mediaKey = [...staffKey, 'media'] as const

/** A page of the library: the library screen shows more per page than the picker. */
export const imagesQuery = (page: number | undefined, perPage?: number) =>
  queryOptions({
    queryKey: [...mediaKey, page ?? 1, perPage ?? null],
    queryFn: () => fetchImages({ data: { page, per_page: perPage } }),
    staleTime: 5_000,
  })

/** After an upload: every page of the library is read again. */
export const refreshImages = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: mediaKey })
