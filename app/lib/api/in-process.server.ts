import { createApi, type Api } from '#api/app.ts'
import { getDatabase } from '#api/db/instance.ts'
import { BUILD_ID } from '#app/lib/build-info.ts'

let api: Api | undefined

/** The reference API running inside the site's process, created on first use. */
export function inProcessApi(): Api {
  return (api ??= createApi({ db: getDatabase().db, buildId: BUILD_ID }))
}

/** A fetch that hands requests straight to the in-process API: no socket, no serialization hop. */
export const inProcessFetch: typeof globalThis.fetch = async (input, init) => inProcessApi().fetch(new Request(input, init))
