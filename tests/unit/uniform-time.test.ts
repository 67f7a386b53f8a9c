import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { inUniformTime } from '#api/http/uniform-time.ts'

describe('inUniformTime', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** The work, answered no sooner than 400 ms of fake time after it started. */
  const inAtLeast400ms = <T>(work: () => Promise<T>) => inUniformTime(400, work, { now: () => Date.now() })

  /** Settles `promise` and says whether it had settled after `ms` of fake time. */
  async function settledAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
    let settled = false
    promise.then(
      () => (settled = true),
      () => (settled = true),
    )
    await vi.advanceTimersByTimeAsync(ms)
    return settled
  }

  it('answers a quick success only once the minimum has passed', async () => {
    const answer = inAtLeast400ms(async () => 'done')
    expect(await settledAfter(answer, 399)).toBe(false)
    expect(await settledAfter(answer, 1)).toBe(true)
    await expect(answer).resolves.toBe('done')
  })

  it('holds back a quick failure just as long', async () => {
    const answer = inAtLeast400ms(async () => {
      throw new Error('refused')
    })
    answer.catch(() => {})
    expect(await settledAfter(answer, 399)).toBe(false)
    expect(await settledAfter(answer, 1)).toBe(true)
    await expect(answer).rejects.toThrow('refused')
  })

  it('waits out only what is left of the minimum, through the hold it is given', async () => {
    const holds: number[] = []
    let clock = 0
    const answer = await inUniformTime(
      400,
      async () => {
        clock += 150
        return 'done'
      },
      { now: () => clock, hold: async (ms) => void holds.push(ms) },
    )
    expect(answer).toBe('done')
    expect(holds).toEqual([250])
  })

  it('adds nothing to work that took longer than the minimum', async () => {
    const answer = inAtLeast400ms(() => new Promise((resolve) => setTimeout(() => resolve('slow'), 600)))
    expect(await settledAfter(answer, 599)).toBe(false)
    expect(await settledAfter(answer, 1)).toBe(true)
  })
})
