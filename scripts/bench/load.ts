import autocannon from 'autocannon'

export interface LoadOptions {
  connections: number
  /** Seconds. */
  duration: number
  /** The Accept-Encoding header of every request ("identity": no compression). */
  acceptEncoding: string
}

export interface Load {
  rps: number
  p50: number
  p99: number
  /** Requests that failed: no answer (connection errors, timeouts) or a status other than 2xx. */
  errors: number
  /** What the errors were, e.g. "503 ×12, 2 timeouts"; empty without errors. */
  failures: string
}

/** One URL at a fixed number of connections for a fixed time. */
export async function measure(
  url: string,
  { connections, duration, acceptEncoding }: LoadOptions,
  headers: Record<string, string> = {},
): Promise<Load> {
  const result = await autocannon({ url, connections, duration, headers: { 'accept-encoding': acceptEncoding, ...headers } })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: failedRequests(result),
    failures: describeFailures(result),
  }
}

/** `errors` already counts timeouts; a non-2xx answer is a failure too (a redirect to sign-in included). */
export function failedRequests(result: autocannon.Result): number {
  return result.errors + result.non2xx
}

export function describeFailures(result: autocannon.Result): string {
  const parts = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count = 0 }]) => `${status} ×${count}`)
  const connectionErrors = result.errors - result.timeouts
  if (result.timeouts > 0) parts.push(`${result.timeouts} timeouts`)
  if (connectionErrors > 0) parts.push(`${connectionErrors} connection errors`)
  return parts.join(', ')
}
