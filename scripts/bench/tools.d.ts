// The parts of the benchmarks' tools that the scripts use, typed here: the tools are installed only
// when a benchmark runs (scripts/ensure-bench-tools.ts), and the project typechecks without them.
// These declarations take the place of the packages' own while those are installed too.

declare module 'chrome-launcher' {
  interface LaunchedChrome {
    port: number
    kill(): void
  }
  export function launch(options: {
    chromePath?: string
    chromeFlags?: string[]
    handleSIGINT?: boolean
    logLevel?: 'verbose' | 'info' | 'error' | 'warn' | 'silent'
  }): Promise<LaunchedChrome>
}

declare module 'lighthouse' {
  /** A Lighthouse report (the "LHR"), as far as the scripts read it. */
  export interface Result {
    runtimeError?: { code: string; message: string }
    runWarnings: string[]
    categories: Record<string, { score: number | null } | undefined>
    audits: Record<string, { displayValue?: string; numericValue?: number } | undefined>
  }
  interface RunnerResult {
    lhr: Result
  }
  export default function lighthouse(
    url: string,
    flags: {
      port: number
      logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'verbose'
      output?: 'json' | 'html'
      onlyCategories?: string[]
    },
  ): Promise<RunnerResult | undefined>
}

declare module 'lighthouse/core/lib/median-run.js' {
  import type { Result } from 'lighthouse'
  /** The run whose performance metrics sit closest to the median of all runs. */
  export function computeMedianRun(runs: Result[]): Result
}
