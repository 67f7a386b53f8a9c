// Runs the unit and component tests at moments far from today (libfaketime moves the whole
// process's clock), so a test that reads the real date fails here on any day instead of on the
// day its fixtures go stale. Installs Debian's faketime with apt-get when it is missing.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { aptInstall } from './apt-install.ts'
import { FAKETIME } from './system-packages.ts'

/**
 * Years ahead and a year back, each at an awkward hour: just before midnight in Moscow (the site's
 * dates) and just after, so "today", "yesterday" and staleness all change under the tests.
 */
const MOMENTS = ['2031-03-01 20:59:50', '2025-12-31 21:00:10']

if (!existsSync(FAKETIME.path)) {
  console.log(`faketime is missing at ${FAKETIME.path}: installing Debian's faketime package…`)
  if (!aptInstall(FAKETIME.package)) {
    console.error('Could not install faketime. Install it yourself (`apt-get install faketime`).')
    process.exit(1)
  }
}

for (const moment of MOMENTS) {
  console.log(`Unit and component tests with the clock at ${moment} UTC`)
  const run = spawnSync(FAKETIME.path, [moment, 'npx', 'vitest', 'run', '--project', 'unit*', '--project', 'components*'], {
    stdio: 'inherit',
    // FAKETIME_NO_CACHE: the clock moves on as usual from the fake moment (timeouts still work).
    env: { ...process.env, TZ: 'UTC', FAKETIME_NO_CACHE: '1' },
  })
  if (run.status !== 0) process.exit(run.status ?? 1)
}
