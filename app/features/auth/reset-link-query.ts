import { queryOptions } from '@tanstack/react-query'
import { checkResetLink } from './reset-link.functions.ts'

/**
 * Whether a reset link can be used: asked anew on every visit to the screen (the link may have been
 * used meanwhile), and dropped from the cache as soon as nothing reads it, so the token is kept no
 * longer than the screen needs it.
 */
export const resetLinkQuery = (link: { token: string; email: string }) =>
  queryOptions({
    queryKey: ['password-reset-link', link.token, link.email],
    queryFn: () => checkResetLink({ data: link }),
    staleTime: 0,
    gcTime: 0,
  })
