import { describe, expect, it, vi } from 'vitest'
import {
  buildManifestOf,
  buildManifestPath,
  CHUNK_RELOAD_MIN_GAP_MS,
  createBuildWatcher,
  isChunkLoadError,
  latestBuildIdOf,
  ownBuildAnswerOf,
  reloadAfterChunkError,
} from '#app/lib/build-check.ts'

function clock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('createBuildWatcher', () => {
  /** A watcher of build b1 on a clock of its own, whose server always names `latestId` as its build. */
  function watchOnClock({ latestId, minGapMs }: { latestId: string; minGapMs: number }) {
    const fetchLatestId = vi.fn(async () => latestId)
    const time = clock()
    const watcher = createBuildWatcher({ buildId: 'b1', fetchLatestId, now: time.now, minGapMs })
    return { watcher, time, fetchLatestId }
  }

  it('stays current while the server runs the same build', async () => {
    const watcher = createBuildWatcher({ buildId: 'b1', fetchLatestId: async () => 'b1' })
    expect(await watcher.check()).toBe(false)
    expect(watcher.outdated).toBe(false)
  })

  it('becomes outdated once the server runs another build, and says so once', async () => {
    const onOutdated = vi.fn()
    const time = clock()
    const watcher = createBuildWatcher({ buildId: 'b1', fetchLatestId: async () => 'b2', now: time.now, minGapMs: 1000, onOutdated })
    expect(await watcher.check()).toBe(true)
    expect(watcher.outdated).toBe(true)
    time.advance(5000)
    expect(await watcher.check()).toBe(true)
    expect(onOutdated).toHaveBeenCalledTimes(1)
  })

  it('stops asking the server once it knows the page is outdated', async () => {
    const { watcher, time, fetchLatestId } = watchOnClock({ latestId: 'b2', minGapMs: 1000 })
    expect(await watcher.check()).toBe(true)
    time.advance(60_000)
    expect(await watcher.check()).toBe(true)
    expect(fetchLatestId).toHaveBeenCalledTimes(1)
  })

  it('asks at most once within the minimum gap (tab switches come in bursts)', async () => {
    const { watcher, time, fetchLatestId } = watchOnClock({ latestId: 'b1', minGapMs: 15_000 })
    await watcher.check()
    time.advance(14_999)
    await watcher.check()
    expect(fetchLatestId).toHaveBeenCalledTimes(1)
    time.advance(1)
    await watcher.check()
    expect(fetchLatestId).toHaveBeenCalledTimes(2)
  })

  it('shares one request between checks made while it is under way', async () => {
    let answer: (id: string) => void = () => {}
    const fetchLatestId = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)))
    const watcher = createBuildWatcher({ buildId: 'b1', fetchLatestId, minGapMs: 0 })
    const first = watcher.check()
    const second = watcher.check()
    answer('b2')
    expect(await first).toBe(true)
    expect(await second).toBe(true)
    expect(fetchLatestId).toHaveBeenCalledTimes(1)
  })

  it('stays current when the answer is missing or the request fails, and asks again later', async () => {
    const answers: Array<() => Promise<string | null>> = [
      async () => null,
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => 'b2',
    ]
    const time = clock()
    const watcher = createBuildWatcher({ buildId: 'b1', fetchLatestId: () => answers.shift()!(), now: time.now, minGapMs: 1000 })
    expect(await watcher.check()).toBe(false)
    time.advance(1000)
    expect(await watcher.check()).toBe(false)
    time.advance(1000)
    expect(await watcher.check()).toBe(true)
  })
})

describe("createBuildWatcher: the page's own build", () => {
  it("becomes outdated at once when the server no longer has the page's build", async () => {
    const onOutdated = vi.fn()
    const watcher = createBuildWatcher({ buildId: 'b1', fetchLatestId: async () => 'b1', fetchOwnBuild: async () => 'gone', onOutdated })
    expect(await watcher.confirmOwnBuild()).toBe(true)
    expect(watcher.outdated).toBe(true)
    expect(onOutdated).toHaveBeenCalledTimes(1)
  })

  it.each(['served', 'unknown'] as const)('stays current when the answer is %s', async (answer) => {
    const watcher = createBuildWatcher({ buildId: 'b1', fetchLatestId: async () => 'b1', fetchOwnBuild: async () => answer })
    expect(await watcher.confirmOwnBuild()).toBe(false)
    expect(watcher.outdated).toBe(false)
  })

  it('stays current when the request fails', async () => {
    const watcher = createBuildWatcher({
      buildId: 'b1',
      fetchLatestId: async () => 'b1',
      fetchOwnBuild: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    expect(await watcher.confirmOwnBuild()).toBe(false)
  })

  it('asks once per page, however often it is started', async () => {
    const fetchOwnBuild = vi.fn(async () => 'unknown' as const)
    const watcher = createBuildWatcher({ buildId: 'b1', fetchLatestId: async () => 'b1', fetchOwnBuild })
    await Promise.all([watcher.confirmOwnBuild(), watcher.confirmOwnBuild()])
    await watcher.confirmOwnBuild()
    expect(fetchOwnBuild).toHaveBeenCalledTimes(1)
  })

  it('does not ask once the latest check found a newer build', async () => {
    const fetchOwnBuild = vi.fn(async () => 'served' as const)
    const watcher = createBuildWatcher({ buildId: 'b1', fetchLatestId: async () => 'b2', fetchOwnBuild })
    await watcher.check()
    expect(await watcher.confirmOwnBuild()).toBe(true)
    expect(fetchOwnBuild).not.toHaveBeenCalled()
  })

  it('reports outdated once when both checks say so', async () => {
    const onOutdated = vi.fn()
    const watcher = createBuildWatcher({
      buildId: 'b1',
      fetchLatestId: async () => 'b2',
      fetchOwnBuild: async () => 'gone',
      onOutdated,
      minGapMs: 0,
    })
    await Promise.all([watcher.confirmOwnBuild(), watcher.check()])
    expect(watcher.outdated).toBe(true)
    expect(onOutdated).toHaveBeenCalledTimes(1)
  })
})

describe('buildManifestPath', () => {
  it('names the manifest by the build id, kept in one path segment', () => {
    expect(buildManifestPath('20261101T101010-a1b2c3')).toBe('/_build/meta/20261101T101010-a1b2c3.json')
    expect(buildManifestPath('release/1.2 #3')).toBe('/_build/meta/release%2F1.2%20%233.json')
  })
})

describe('buildManifestOf', () => {
  it('reads the id and the build time', () => {
    expect(buildManifestOf({ id: 'b1', timestamp: '2026-11-01T10:10:10.000Z', more: true })).toEqual({
      id: 'b1',
      timestamp: '2026-11-01T10:10:10.000Z',
    })
  })

  it.each([
    null,
    'b1',
    {},
    { id: 'b1' },
    { id: '', timestamp: '2026-11-01T10:10:10.000Z' },
    { id: 'b1', timestamp: 'yesterday' },
    { id: 1, timestamp: '2026-11-01' },
  ])('finds no manifest in %j', (body) => {
    expect(buildManifestOf(body)).toBeNull()
  })
})

describe('ownBuildAnswerOf', () => {
  const manifest = { id: 'b1', timestamp: '2026-11-01T10:10:10.000Z' }

  it('is served when the server answers the manifest of this build', () => {
    expect(ownBuildAnswerOf('b1', 200, manifest)).toBe('served')
  })

  it('is gone when the server does not know this build', () => {
    expect(ownBuildAnswerOf('b1', 404, { message: 'Такой сборки на сервере нет.' })).toBe('gone')
    expect(ownBuildAnswerOf('b1', 404, null)).toBe('gone')
  })

  it.each([
    [500, null],
    [503, manifest],
    [200, null],
    [200, { id: 'b2', timestamp: manifest.timestamp }],
    [200, '<!doctype html>'],
  ])('tells nothing for %i %j', (status, body) => {
    expect(ownBuildAnswerOf('b1', status, body)).toBe('unknown')
  })
})

describe('latestBuildIdOf', () => {
  it('reads the id of the server answer', () => {
    expect(latestBuildIdOf({ buildId: '20261101T101010-a1b2c3' })).toBe('20261101T101010-a1b2c3')
  })

  it.each([null, 'b1', {}, { buildId: '' }, { buildId: '  ' }, { buildId: 42 }, { id: 'b1' }])('finds no usable id in %j', (body) => {
    expect(latestBuildIdOf(body)).toBeNull()
  })
})

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://malakhit.studio/assets/news-abc123.js'),
    new TypeError('error loading dynamically imported module: https://malakhit.studio/assets/news-abc123.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/app-abc123.css'),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true)
  })

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })
})

describe('reloadAfterChunkError', () => {
  function memoryStorage() {
    const items = new Map<string, string>()
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) }
  }

  it('reloads the page after the first failure', () => {
    const reload = vi.fn()
    expect(reloadAfterChunkError({ buildId: 'b1', storage: memoryStorage(), reload })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload again when the reloaded page (the same build) fails too: no loop', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    reloadAfterChunkError({ buildId: 'b1', storage, reload })
    // The page came back with the same build and its chunk fails again.
    expect(reloadAfterChunkError({ buildId: 'b1', storage, reload })).toBe(false)
    expect(reloadAfterChunkError({ buildId: 'b1', storage, reload })).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reloads again for a later failure of the same build, once a minute has passed since the last reload', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    let time = 1_000_000
    const now = () => time
    expect(reloadAfterChunkError({ buildId: 'b1', storage, reload, now })).toBe(true)
    time += CHUNK_RELOAD_MIN_GAP_MS - 1
    expect(reloadAfterChunkError({ buildId: 'b1', storage, reload, now })).toBe(false)
    time += 1
    expect(reloadAfterChunkError({ buildId: 'b1', storage, reload, now })).toBe(true)
    // That reload counts as the last one: right after it, no loop either.
    time += 1000
    expect(reloadAfterChunkError({ buildId: 'b1', storage, reload, now })).toBe(false)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('takes a clock that went back for a recent reload', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    reloadAfterChunkError({ buildId: 'b1', storage, reload, now: () => 5_000_000 })
    expect(reloadAfterChunkError({ buildId: 'b1', storage, reload, now: () => 1_000_000 })).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reloads when the remembered attempt is unreadable (an older marker)', () => {
    const storage = memoryStorage()
    storage.setItem('chunk-reload', 'b1')
    const reload = vi.fn()
    expect(reloadAfterChunkError({ buildId: 'b1', storage, reload })).toBe(true)
  })

  it('reloads once more for a later build that fails in its turn', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    reloadAfterChunkError({ buildId: 'b1', storage, reload })
    expect(reloadAfterChunkError({ buildId: 'b2', storage, reload })).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('never reloads without storage to remember the attempt', () => {
    const reload = vi.fn()
    expect(reloadAfterChunkError({ buildId: 'b1', storage: null, reload })).toBe(false)
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('QuotaExceededError')
      },
    }
    expect(reloadAfterChunkError({ buildId: 'b1', storage: broken, reload })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
