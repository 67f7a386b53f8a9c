import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { loadSignedIn } from '#app/features/auth/account-guard.ts'
import type { Profile } from '#app/features/auth/types.ts'
import { ApiRequestError } from '#app/lib/api/errors.ts'
import { roleAllows, type StaffRole } from '#shared/contract/staff.ts'
import type { StaffScreenData } from './head.ts'

/** Who is working in the staff area: what its screens show and decide by. */
export interface StaffSession {
  id: number
  name: string
  role: StaffRole
}

// A 403 that keeps its status on the way to the page's HTTP status and to the browser (ApiRequestError).
const forbidden = (message: string) => new ApiRequestError(403, message)

/** The staff member a profile belongs to; anyone without a role is refused with 403. */
export function staffOf(profile: Profile): StaffSession {
  if (!profile.role) throw forbidden('Этот раздел доступен только сотрудникам агентства.')
  return { id: profile.id, name: profile.name, role: profile.role }
}

/** What a staff screen's loader is given: the profile the area's guard checked (routes/admin/route.tsx). */
interface StaffLoaderArgs {
  context: { queryClient: QueryClient; profile: Profile }
  location: { href: string }
}

/**
 * True for the API's refusal of a staff member without a second factor while the site requires one
 * (STAFF_REQUIRE_TOTP): 403 with `errors.second_factor`.
 */
const secondFactorMissing = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 403 && Boolean(error.errors?.second_factor)

/**
 * Loads a staff screen's data and names the screen (head.ts): only for staff whose role allows
 * `needed` (anyone else gets 403 before the API is asked), and a session that ended on the way sends
 * the person to sign in and back. While the site requires a second factor the person has not turned
 * on, every screen leads to the security screen, which says why, instead of an error page.
 */
export function loadForStaff(
  { context, location }: StaffLoaderArgs,
  load: (staff: StaffSession) => Promise<StaffScreenData>,
  needed: StaffRole = 'editor',
): Promise<StaffScreenData> {
  const staff = staffOf(context.profile)
  if (!roleAllows(staff.role, needed)) throw forbidden('Это может сделать только администратор.')
  return loadSignedIn(context.queryClient, location.href, () =>
    load(staff).catch((error: unknown) => {
      if (secondFactorMissing(error)) throw redirect({ to: '/admin/security/' })
      throw error
    }),
  )
}
