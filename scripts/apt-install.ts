// Installs Debian packages the tests need (Chromium, faketime, nginx) with apt-get, through sudo when not root.
import { execFileSync } from 'node:child_process'

/** Installs the packages in one apt-get run; false when apt-get failed (no network, no rights). */
export function aptInstall(...names: string[]): boolean {
  const isRoot = process.getuid?.() === 0
  const run = (args: string[]) => {
    const [command = 'apt-get', ...rest] = isRoot ? args : ['sudo', '-n', ...args]
    // The child gets this process's environment as it is (not configuration the site reads).
    execFileSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  }
  try {
    run(['apt-get', 'update', '-qq'])
    run(['apt-get', 'install', '-y', '-qq', ...names])
    return true
  } catch {
    return false
  }
}
