// `npm test`: every check of the project, quickest to fail first, with each step's time at the end.
// First the static checks, beside what the suites share (the Debian programs they drive, the
// production build). Then the suites all at once: the vitest suite waits on databases and its own
// timers, the browser suite on its pages, and run one after the other they left a core partly idle
// for most of the run. The server suite comes next, alone: it holds servers to real-time limits
// (health within a second during an outage, a start within seconds), which the stage before,
// keeping both cores several times over-booked, made them miss. The rolling deploy comes last,
// alone: it builds twice and times its instances.
import { type ChildProcess, spawn } from 'node:child_process'
import { performance } from 'node:perf_hooks'

interface Step {
  /** The npm script it runs. */
  script: string
  /** Its output is held and printed once it ends, so that it does not cut through a suite's. */
  quiet?: boolean
}

/** How much of a failed step's output is printed again at the very end, where a reader looks first. */
const FAILURE_TAIL_LINES = 120

/** Steps of one stage run at once; a stage starts when the one before it has passed. */
const STAGES: Step[][] = [
  [
    { script: 'lint', quiet: true },
    { script: 'typecheck', quiet: true },
    { script: 'test:prepare', quiet: true },
  ],
  [{ script: 'test:vitest' }, { script: 'test:e2e', quiet: true }, { script: 'test:clock', quiet: true }],
  [{ script: 'test:server' }],
  [{ script: 'test:rolling-deploy' }],
]

interface Outcome {
  script: string
  seconds: number
  code: number | null
  /** Stopped because another step of its stage failed. */
  stopped: boolean
  /** Everything it printed. */
  output: string
}

const running = new Set<ChildProcess>()
let stopping = false

function run({ script, quiet }: Step): Promise<Outcome> {
  const started = performance.now()
  // Its own process group, so that a failure elsewhere stops it with everything it started.
  const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  running.add(child)
  const held: Buffer[] = []
  const keep = (chunk: Buffer) => {
    held.push(chunk)
    if (!quiet) process.stdout.write(chunk)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  return new Promise((resolve) => {
    child.once('close', (code) => {
      running.delete(child)
      const output = Buffer.concat(held).toString()
      if (quiet) process.stdout.write(output)
      resolve({ script, code, output, stopped: stopping && code !== 0, seconds: (performance.now() - started) / 1000 })
    })
  })
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

/**
 * Stops every running step with what it started: SIGINT, then SIGKILL for what ignores it. SIGINT,
 * as a Ctrl+C would: Playwright then stops the server it started, which runs in a process group of
 * its own (on SIGTERM Playwright dies at once and that server kept running); the grace gives it
 * the time.
 */
function stopAll() {
  stopping = true
  for (const child of running) signalGroup(child, 'SIGINT')
  setTimeout(() => {
    for (const child of running) signalGroup(child, 'SIGKILL')
  }, 15_000).unref()
}

function printTimes(outcomes: Outcome[], total: number) {
  const width = Math.max(...outcomes.map((outcome) => outcome.script.length), 5)
  console.log('\nnpm test, step by step:')
  for (const { script, seconds, code, stopped } of outcomes) {
    const verdict = code === 0 ? 'passed' : stopped ? 'stopped' : `failed (exit ${code})`
    console.log(`  ${script.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${verdict}`)
  }
  console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`)
}

/** The end of each failed step's output again: a stopped suite's output printed after it would bury it. */
function printFailures(outcomes: Outcome[]) {
  for (const { script, code, stopped, output } of outcomes) {
    if (code === 0 || stopped) continue
    const lines = output.trimEnd().split('\n')
    console.log(`\n${script} failed; the last ${Math.min(lines.length, FAILURE_TAIL_LINES)} lines of its output:`)
    console.log(lines.slice(-FAILURE_TAIL_LINES).join('\n'))
  }
}

process.once('SIGINT', () => {
  stopAll()
  process.exit(130)
})

const startedAt = performance.now()
const outcomes: Outcome[] = []
let failed = false
for (const stage of STAGES) {
  const results = await Promise.all(
    stage.map((step) =>
      run(step).then((outcome) => {
        // The first failure of a stage stops the rest of it: its verdict is known.
        if (outcome.code !== 0 && !outcome.stopped) {
          failed = true
          stopAll()
        }
        return outcome
      }),
    ),
  )
  outcomes.push(...results)
  if (failed) break
}
printFailures(outcomes)
printTimes(outcomes, (performance.now() - startedAt) / 1000)
process.exit(failed ? 1 : 0)
