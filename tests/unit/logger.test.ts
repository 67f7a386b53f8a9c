import { Writable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runInRequest } from '#shared/server/request-context.ts'
import { createLogger, describeError } from '#shared/server/logger.ts'

/** A logger writing into an array of parsed lines. */
function capturedLogger(repeatWindowMs = 10_000) {
  const lines: Record<string, unknown>[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { logger: createLogger({ destination, repeatWindowMs }), lines }
}

const outage = () => {
  const error = new Error('Failed query: select * from posts where slug = $1\nparams: x', {
    cause: new Error('connect ECONNREFUSED 127.0.0.1:5432'),
  })
  return describeError(error)
}

describe('the logger', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z') })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('writes only lines of the level set and above', () => {
    const { logger, lines } = capturedLogger()
    logger.setLevel('warn')
    logger.info('Request', { path: '/' })
    logger.warn('Slow')
    logger.error('Broken')
    expect(lines.map((line) => line.level)).toEqual(['warn', 'error'])
    logger.setLevel('info')
    logger.info('Request', { path: '/' })
    expect(lines.at(-1)).toEqual(expect.objectContaining({ level: 'info', message: 'Request' }))
  })

  it('writes JSON lines with time, level and message, and the id of the request being served', () => {
    const { logger, lines } = capturedLogger()
    logger.info('Site is up', { port: 3000 })
    runInRequest({ id: 'req-1' }, () => logger.warn('Slow', { ms: 12 }))
    logger.info('After')
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', time: '2026-11-28T10:00:00.000Z', message: 'Site is up', port: 3000 }),
      expect.objectContaining({ level: 'warn', message: 'Slow', ms: 12, requestId: 'req-1' }),
      expect.objectContaining({ level: 'info', message: 'After' }),
    ])
    // Fields of one line never leak into the next.
    expect(lines[2]).not.toHaveProperty('port')
    expect(lines[2]).not.toHaveProperty('requestId')
  })

  it('writes an error repeated during an outage once in full, then one count per window until it stops', () => {
    const { logger, lines } = capturedLogger(10_000)
    // A 20 s outage at 28 requests a second, each logging the same failure with its own query.
    for (let second = 0; second < 20; second++) {
      for (let request = 0; request < 28; request++) {
        runInRequest({ id: `r${second}-${request}` }, () =>
          logger.error('Database unreachable', { path: `/news/${request}/`, ...outage() }),
        )
      }
      vi.advanceTimersByTime(1_000)
    }
    const errors = lines.filter((line) => line.level === 'error')
    expect(errors).toHaveLength(3)
    expect(errors[0]).toMatchObject({ message: 'Database unreachable', path: '/news/0/', requestId: 'r0-0' })
    expect(errors[0]!.stack).toEqual(expect.stringContaining('Failed query'))
    expect(errors[1]).toEqual(
      expect.objectContaining({
        message: 'Database unreachable',
        repeated: 279,
        windowSeconds: 10,
        cause: 'connect ECONNREFUSED 127.0.0.1:5432',
      }),
    )
    expect(errors[2]).toMatchObject({ repeated: 280 })
    for (const summary of errors.slice(1)) {
      expect(summary).not.toHaveProperty('stack')
      expect(summary).not.toHaveProperty('requestId')
    }

    // A window without it: the next occurrence is news again, written in full.
    vi.advanceTimersByTime(20_000)
    logger.error('Database unreachable', outage())
    expect(lines.filter((line) => line.level === 'error')).toHaveLength(4)
    expect(lines.at(-1)).toHaveProperty('stack')
  })

  it('counts failed calls to different addresses as one failure', () => {
    const { logger, lines } = capturedLogger()
    for (const path of ['/v1/posts?page=1', '/v1/posts?page=2', '/v1/redirects?path=%2Fnews']) {
      logger.error('API call failed', { path, error: `[GET] "http://in-process/api${path}": 503 ` })
    }
    logger.error('API call failed', { path: '/v1/posts', error: '[GET] "http://in-process/api/v1/posts": 500 ' })
    expect(lines.map((line) => line.path)).toEqual(['/v1/posts?page=1', '/v1/posts'])
    logger.flushRepeats()
    expect(lines.at(-1)).toMatchObject({ message: 'API call failed', repeated: 2 })
  })

  it('keeps distinct errors apart, and writes the counts still open when the process stops', () => {
    const { logger, lines } = capturedLogger()
    for (let i = 0; i < 5; i++) {
      logger.error('Database unreachable', outage())
      logger.error('Unhandled API error', describeError(new TypeError('x is undefined')))
    }
    expect(lines.map((line) => line.message)).toEqual(['Database unreachable', 'Unhandled API error'])
    logger.flushRepeats()
    expect(lines.slice(2)).toEqual([
      expect.objectContaining({ message: 'Database unreachable', repeated: 4 }),
      expect.objectContaining({ message: 'Unhandled API error', repeated: 4, error: 'x is undefined' }),
    ])
  })

  it('does not log a visitor closing the connection as an error', () => {
    const { logger, lines } = capturedLogger()
    const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' })
    logger.error('Render failed', describeError(aborted))
    // While the client is gone, a cut stream is its doing too; while it is there, it is ours.
    const cut = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })
    runInRequest({ id: 'gone', clientGone: () => true }, () => logger.error('Stream failed', describeError(cut)))
    expect(lines).toEqual([])
    runInRequest({ id: 'here', clientGone: () => false }, () => logger.error('Stream failed', describeError(cut)))
    expect(lines).toEqual([expect.objectContaining({ level: 'error', message: 'Stream failed', code: 'ERR_STREAM_PREMATURE_CLOSE' })])
  })
})
