import { afterEach, describe, expect, it, vi } from 'vitest'
import { inUniformTime } from '#api/http/uniform-time.ts'

describe('inUniformTime', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

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
    vi.useFakeTimers()
    const answer = inUniformTime(
      400,
      async () => 'done',
      () => Date.now(),
    )
    expect(await settledAfter(answer, 399)).toBe(false)
    expect(await settledAfter(answer, 1)).toBe(true)
    await expect(answer).resolves.toBe('done')
  })

  it('holds back a quick failure just as long', async () => {
    vi.useFakeTimers()
    const answer = inUniformTime(
      400,
      async () => {
        throw new Error('refused')
      },
      () => Date.now(),
    )
    answer.catch(() => {})
    expect(await settledAfter(answer, 399)).toBe(false)
    expect(await settledAfter(answer, 1)).toBe(true)
    await expect(answer).rejects.toThrow('refused')
  })

  it('adds nothing to work that took longer than the minimum', async () => {
    vi.useFakeTimers()
    const answer = inUniformTime(
      400,
      () => new Promise((resolve) => setTimeout(() => resolve('slow'), 600)),
      () => Date.now(),
    )
    expect(await settledAfter(answer, 599)).toBe(false)
    expect(await settledAfter(answer, 1)).toBe(true)
  })
})
