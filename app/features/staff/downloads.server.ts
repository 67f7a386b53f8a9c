import type { KnownFilePath } from '#app/lib/api/contract.ts'
import { userDownload } from '#app/lib/api/download.server.ts'
import type { StaffApiPath } from './staff-api.server.ts'

/** A file of the staff area's API (a brief's attachment, the leads' CSV), passed on as userDownload does. */
export function staffDownload<const Path extends StaffApiPath>(
  apiPath: Path & KnownFilePath<Path>,
  options: { query?: Record<string, string>; returnPath: string },
) {
  return userDownload<Path>(apiPath, options)
}
