import { useLoaderData } from '@tanstack/react-router'
import type { StaffSession } from './access.ts'

/** Who is working in the staff area, as its layout route let them in. */
export const useStaff = (): StaffSession => useLoaderData({ from: '/admin' })
