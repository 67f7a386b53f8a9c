// Installs a Debian package the tests need (Chromium, faketime) with apt-get, through sudo when not root.
import { execFileSync } from 'node:child_process'

/** Installs `name`; false when apt-get failed (no network, no rights). */
export function aptInstall(name: string): boolean {
  const isRoot = process.getuid?.() === 0
  const run = (args: string[]) => {
    const [command = 'apt-get', ...rest] = isRoot ? args : ['sudo', '-n', ...args]
    // The child gets this process's environment as it is (not configuration the site reads).
    execFileSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  }
  try {
    run(['apt-get', 'update', '-qq'])
    run(['apt-get', 'install', '-y', '-qq', name])
    return true
  } catch {
    return false
  }
}
