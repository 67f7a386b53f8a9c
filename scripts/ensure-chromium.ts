// End-to-end tests drive Debian's Chromium (browser downloads are not possible on these machines).
// Installs it with apt-get when it is missing.
import { existsSync } from 'node:fs'
import { CHROMIUM_PATH } from '../tests/e2e/chromium.ts'
import { aptInstall } from './apt-install.ts'

if (existsSync(CHROMIUM_PATH)) process.exit(0)

console.log(`Chromium is missing at ${CHROMIUM_PATH}: installing Debian's chromium package…`)
if (!aptInstall('chromium')) {
  console.error('Could not install Chromium. Install it yourself (`apt-get install chromium`) or set CHROMIUM_PATH.')
  process.exit(1)
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium was installed but is not at ${CHROMIUM_PATH}; set CHROMIUM_PATH.`)
  process.exit(1)
}
