// End-to-end tests drive Debian's Chromium (browser downloads are not possible on these machines).
// Installs the build asked for with apt-get when it is missing:
//   node scripts/ensure-chromium.ts          the headless shell of the end-to-end suites
//   node scripts/ensure-chromium.ts --full   full Chromium (Lighthouse, the brand image)
import { existsSync } from 'node:fs'
import { FULL_CHROMIUM, TEST_CHROMIUM } from '../tests/e2e/chromium.ts'
import { aptInstall } from './apt-install.ts'

const wanted = process.argv.includes('--full') ? FULL_CHROMIUM : TEST_CHROMIUM
if (existsSync(wanted.path)) process.exit(0)

console.log(`Chromium is missing at ${wanted.path}: installing Debian's ${wanted.package} package…`)
if (!aptInstall(wanted.package)) {
  console.error(
    `Could not install Chromium. Install it yourself (\`apt-get install ${wanted.package}\`) or set its path in the environment.`,
  )
  process.exit(1)
}
if (!existsSync(wanted.path)) {
  console.error(`${wanted.package} was installed but is not at ${wanted.path}; set its path in the environment.`)
  process.exit(1)
}
