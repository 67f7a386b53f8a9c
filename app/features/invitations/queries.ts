import { queryOptions } from '@tanstack/react-query'
import { checkStaffInvitation } from './invitation.functions.ts'

/**
 * Whether an invitation link can be accepted: asked anew on every visit to the screen (it may have
 * been accepted or withdrawn meanwhile), and dropped from the cache as soon as nothing reads it, so
 * the token is kept no longer than the screen needs it.
 */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['staff-invitation', token],
    queryFn: () => checkStaffInvitation({ data: { token } }),
    staleTime: 0,
    gcTime: 0,
  })
