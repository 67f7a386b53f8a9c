// The benchmarks' own tools are no dependencies of the project: `npm install` leaves them out, and
// `npm run bench` / `npm run bench:lighthouse` install the ones they use here, at the versions below,
// when they are missing (`npm install --no-save`: package.json and the lock stay as they are; the
// next plain `npm install` removes them again, and the next bench puts them back from npm's cache).
//   node scripts/ensure-bench-tools.ts autocannon
//   node scripts/ensure-bench-tools.ts lighthouse chrome-launcher
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The tools and their exact versions; their types are in scripts/bench/tools.d.ts. */
const BENCH_TOOLS: Record<string, string> = {
  autocannon: '9.0.0',
  lighthouse: '13.5.0',
  'chrome-launcher': '1.2.1',
}

const root = join(import.meta.dirname, '..')

/** The version installed in the project's node_modules, or null. */
function installedVersion(name: string): string | null {
  try {
    return (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version
  } catch {
    return null
  }
}

const names = process.argv.slice(2)
const unknown = names.filter((name) => !(name in BENCH_TOOLS))
if (names.length === 0 || unknown.length > 0) {
  console.error(
    `Name the tools to install, among ${Object.keys(BENCH_TOOLS).join(', ')}${unknown.length > 0 ? ` (not ${unknown.join(', ')})` : ''}.`,
  )
  process.exit(2)
}
const wanted = names.filter((name) => installedVersion(name) !== BENCH_TOOLS[name]).map((name) => `${name}@${BENCH_TOOLS[name]}`)
if (wanted.length === 0) process.exit(0)

console.log(`Installing the benchmark's tools: ${wanted.join(', ')}…`)
const npm = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', ...wanted], { cwd: root, stdio: 'inherit' })
if (npm.status !== 0) {
  console.error(`Could not install ${wanted.join(', ')}: run \`npm install --no-save ${wanted.join(' ')}\` yourself.`)
  process.exit(1)
}
