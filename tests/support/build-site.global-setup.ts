import { resolve } from 'node:path'
import { buildSite, whyBuild } from '../../server/build.ts'

/**
 * The server tests start the production server, several at once, and a server that finds its build
 * stale builds it first: several builds into one dist/ at the same moment. The build is made here,
 * once, before any of them starts.
 */
export default function setup() {
  const root = resolve(import.meta.dirname, '../..')
  const reason = whyBuild(root)
  if (!reason) return
  console.log(`Building the site for the server tests: ${reason}`)
  buildSite(root)
}
