import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createLiveness,
  DatabaseUnresponsiveError,
  embeddedLiveness,
  type Liveness,
  PROBE_TIMEOUT_MS,
  RECHECK_AFTER_MS,
  SLOW_REQUEST_MS,
} from '#api/db/liveness.ts'
import { DatabaseClosedError } from '#api/db/client.ts'
import { isDatabaseUnavailable } from '#api/db/unavailable.ts'

/** A ping the test answers by hand: `answer()` for a working database, `fail()` for a refusal, nothing for silence. */
function scriptedPing() {
  const calls: { answer: () => void; fail: () => void }[] = []
  const ping = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        calls.push({ answer: resolve, fail: () => reject(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })) })
      }),
  )
  return { ping, calls }
}

/** A promise with its outcome readable at any moment. */
function watch<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown; settled: boolean } = { settled: false }
  promise.then(
    (value) => Object.assign(state, { value, settled: true }),
    (error: unknown) => Object.assign(state, { error, settled: true }),
  )
  return state
}

/** Starts a probe, lets its ping go out, settles the ping with `settle` and lets the verdict follow. */
async function probeSettledBy(liveness: Liveness, settle: () => void) {
  const probe = watch(liveness.probe())
  await vi.advanceTimersByTimeAsync(0)
  settle()
  await vi.advanceTimersByTimeAsync(0)
  return probe
}

/** Reaches a probe's deadline; the verdict follows once input already waiting has been read (the next turn). */
const passDeadline = () => vi.advanceTimersByTimeAsync(2)

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

describe('database liveness', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers a probe true when the database answers, false when it refuses or stays silent past the limit', async () => {
    const { ping, calls } = scriptedPing()
    const abandon = vi.fn()
    const liveness = createLiveness({ ping, abandon, now: Date.now })

    expect(await probeSettledBy(liveness, () => calls[0]!.answer())).toMatchObject({ settled: true, value: true })

    await vi.advanceTimersByTimeAsync(RECHECK_AFTER_MS)
    expect(await probeSettledBy(liveness, () => calls[1]!.fail())).toMatchObject({ settled: true, value: false })

    await vi.advanceTimersByTimeAsync(RECHECK_AFTER_MS)
    const silent = watch(liveness.probe())
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS - 1)
    expect(silent.settled).toBe(false)
    await passDeadline()
    expect(silent).toMatchObject({ settled: true, value: false })
    // The connection that let it time out is given up, not used again.
    expect(abandon).toHaveBeenCalledTimes(1)
  })

  it('counts an answer that was already waiting when the deadline came (a busy process is not a silent database)', async () => {
    const { ping, calls } = scriptedPing()
    const liveness = createLiveness({ ping })
    const probe = watch(liveness.probe())
    // The answer arrives in the same turn as the deadline, after the deadline's own timer.
    setTimeout(() => calls[0]!.answer(), PROBE_TIMEOUT_MS)
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS - 1)
    await passDeadline()
    expect(probe).toMatchObject({ settled: true, value: true })
  })

  it('lets concurrent probes share one query', async () => {
    const { ping, calls } = scriptedPing()
    const liveness = createLiveness({ ping })
    const probes = Promise.all([liveness.probe(), liveness.probe(), liveness.probe()])
    await vi.advanceTimersByTimeAsync(0)
    calls[0]!.answer()
    expect(await probes).toEqual([true, true, true])
    expect(ping).toHaveBeenCalledTimes(1)
  })

  it('counts the database down for a while after a failed probe, then lets requests try again', async () => {
    const { ping, calls } = scriptedPing()
    const liveness = createLiveness({ ping })
    expect(liveness.isDown()).toBe(false)
    const probe = liveness.probe()
    await vi.advanceTimersByTimeAsync(0)
    calls[0]!.fail()
    await probe
    expect(liveness.isDown()).toBe(true)
    await vi.advanceTimersByTimeAsync(RECHECK_AFTER_MS - 1)
    expect(liveness.isDown()).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(liveness.isDown()).toBe(false)
  })

  it('leaves quick work alone: no probe at all', async () => {
    const { ping } = scriptedPing()
    const liveness = createLiveness({ ping })
    const work = deferred<string>()
    const guarded = watch(liveness.guard(work.promise))
    await vi.advanceTimersByTimeAsync(SLOW_REQUEST_MS - 1)
    work.resolve('done')
    await vi.advanceTimersByTimeAsync(SLOW_REQUEST_MS * 4)
    expect(guarded).toMatchObject({ settled: true, value: 'done' })
    expect(ping).not.toHaveBeenCalled()
  })

  it('waits for slow work as long as the database keeps answering probes', async () => {
    const { ping, calls } = scriptedPing()
    const liveness = createLiveness({ ping })
    const work = deferred<string>()
    const guarded = watch(liveness.guard(work.promise))
    for (let probe = 0; probe < 5; probe++) {
      await vi.advanceTimersByTimeAsync(SLOW_REQUEST_MS)
      calls[probe]!.answer()
      await vi.advanceTimersByTimeAsync(0)
      expect(guarded.settled).toBe(false)
    }
    work.resolve('slow but done')
    await vi.advanceTimersByTimeAsync(0)
    expect(guarded).toMatchObject({ settled: true, value: 'slow but done' })
  })

  it('gives up on work once the database stops answering probes, with an error that answers 503', async () => {
    const { ping } = scriptedPing()
    const liveness = createLiveness({ ping })
    const work = deferred<string>()
    const guarded = watch(liveness.guard(work.promise))
    await vi.advanceTimersByTimeAsync(SLOW_REQUEST_MS + PROBE_TIMEOUT_MS - 1)
    expect(guarded.settled).toBe(false)
    await passDeadline()
    expect(guarded.settled).toBe(true)
    expect(guarded.error).toBeInstanceOf(DatabaseUnresponsiveError)
    expect(isDatabaseUnavailable(guarded.error)).toBe(true)
    expect(liveness.isDown()).toBe(true)
    // The work finishing late changes nothing.
    work.resolve('too late')
    await vi.advanceTimersByTimeAsync(0)
    expect(guarded.value).toBeUndefined()
  })

  it('counts a ping that throws as a failed probe', async () => {
    const liveness = createLiveness({
      ping: () => {
        throw new Error('no connection could be set up')
      },
    })
    expect(await liveness.probe()).toBe(false)
  })

  it('passes the work’s own failure through', async () => {
    const { ping } = scriptedPing()
    const liveness = createLiveness({ ping })
    const failure = new Error('a fault in the query')
    await expect(liveness.guard(Promise.reject(failure))).rejects.toBe(failure)
  })
})

describe('embedded database liveness', () => {
  it('never gives up on work or probes by the clock: PGlite answers or fails, one query at a time', async () => {
    vi.useFakeTimers()
    try {
      const answer = deferred<void>()
      const liveness = embeddedLiveness(() => answer.promise)
      const work = deferred<string>()
      const guarded = watch(liveness.guard(work.promise))
      const probe = watch(liveness.probe())
      await vi.advanceTimersByTimeAsync(60_000)
      expect([guarded.settled, probe.settled, liveness.isDown()]).toEqual([false, false, false])
      answer.resolve()
      work.resolve('done')
      await vi.advanceTimersByTimeAsync(0)
      expect([guarded.value, probe.value]).toEqual(['done', true])
    } finally {
      vi.useRealTimers()
    }
  })

  it('reports a closed database as down', async () => {
    const liveness = embeddedLiveness(() => Promise.reject(new DatabaseClosedError()))
    expect(await liveness.probe()).toBe(false)
  })
})
