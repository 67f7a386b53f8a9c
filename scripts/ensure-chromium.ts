// End-to-end tests drive Debian's Chromium (browser downloads are not possible on these machines).
// Installs it with apt-get when it is missing.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CHROMIUM_PATH } from '../tests/e2e/chromium.ts'

if (existsSync(CHROMIUM_PATH)) process.exit(0)

const isRoot = process.getuid?.() === 0
const run = (args: string[]) => {
  const [command = 'apt-get', ...rest] = isRoot ? args : ['sudo', '-n', ...args]
  // The child gets this process's environment as it is (not configuration the site reads).
  execFileSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
}

console.log(`Chromium is missing at ${CHROMIUM_PATH}: installing Debian's chromium package…`)
try {
  run(['apt-get', 'update', '-qq'])
  run(['apt-get', 'install', '-y', '-qq', 'chromium'])
} catch {
  console.error('Could not install Chromium. Install it yourself (`apt-get install chromium`) or set CHROMIUM_PATH.')
  process.exit(1)
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium was installed but is not at ${CHROMIUM_PATH}; set CHROMIUM_PATH.`)
  process.exit(1)
}
