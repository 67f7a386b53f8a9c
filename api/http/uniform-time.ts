/** Waits out what is left of an answer's uniform time. */
export type HoldAnswer = (ms: number) => Promise<void>

/** The real wait, on the event loop's clock. */
export const holdFor: HoldAnswer = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `work` and answers (or fails) no sooner than `minimumMs` after it began, so that how long an
 * answer takes does not tell which way it went (an account that exists or not, a password that
 * was right or not). Pick a minimum above the slowest branch's usual time.
 */
export async function inUniformTime<T>(
  minimumMs: number,
  work: () => Promise<T>,
  { now = () => performance.now(), hold = holdFor }: { now?: () => number; hold?: HoldAnswer } = {},
): Promise<T> {
  const started = now()
  try {
    return await work()
  } finally {
    const left = minimumMs - (now() - started)
    if (left > 0) await hold(left)
  }
}

/**
 * Requests for reset and sign-in links answer no sooner than this after they began, so that how
 * long they take does not tell whether the account exists.
 */
export const LINK_REQUEST_MS = 400
