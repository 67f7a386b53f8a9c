import type { ApiError } from '../errors.ts'

/**
 * The services refuse by throwing an ApiError. A refusal decided inside a transaction whose writes
 * must stay (a spent link, a counted wrong code) is returned from it instead, and thrown by
 * `unlessRefused` once the transaction has committed.
 */
export class Refusal {
  readonly error: ApiError
  constructor(error: ApiError) {
    this.error = error
  }
}

/** The outcome of a transaction, or its refusal thrown. */
export function unlessRefused<T>(outcome: T | Refusal): T {
  if (outcome instanceof Refusal) throw outcome.error
  return outcome
}
