// `npm test`'s first step, beside the static checks: what the suites after it share, made once so
// that they can then run at the same time. The Debian programs they drive, in one apt-get run (two
// at once would wait on each other's lock, or fail), and the production build (two servers finding
// it stale would both build into one dist/).
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { buildSite, whyBuild } from '../server/build.ts'
import { TEST_CHROMIUM } from '../tests/e2e/chromium.ts'
import { aptInstall } from './apt-install.ts'
import { FAKETIME, NGINX } from './system-packages.ts'

// nginx only serves the deploy recipe's test, which is skipped without it; the others are needed.
const required = [TEST_CHROMIUM, FAKETIME]
const missing = [...required, NGINX].filter((program) => !existsSync(program.path))
if (missing.length > 0) {
  const names = missing.map((program) => program.package)
  console.log(`Installing Debian's ${names.join(', ')} for the test suites…`)
  aptInstall(...names)
  const stillMissing = required.filter((program) => !existsSync(program.path)).map((program) => program.package)
  if (stillMissing.length > 0) {
    console.error(`Could not install ${stillMissing.join(', ')}. Install them yourself (\`apt-get install ${stillMissing.join(' ')}\`).`)
    process.exit(1)
  }
}

const root = resolve(import.meta.dirname, '..')
const reason = whyBuild(root)
if (reason) {
  console.log(`Building the site for the test suites: ${reason}`)
  buildSite(root)
}
