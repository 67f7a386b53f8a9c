import { cpus, loadavg, totalmem } from 'node:os'
import { config } from '../../server/config.ts'

/** One line about where the figures come from, for docs/performance.md beside them. */
export function describeMachine(): string {
  const cores = cpus()
  const model = cores[0]?.model.trim() ?? 'unknown CPU'
  const memoryGb = Math.round(totalmem() / 1024 ** 3)
  const database = config().database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'
  // The load average tells a reader whether something else was using the CPU at the time.
  return `${model}, ${cores.length} cores, ${memoryGb} GB RAM; Node ${process.version}; ${database}; load average ${loadavg()[0]?.toFixed(2)} at start`
}
