import { describe, expect, it, vi } from 'vitest'
import {
  createErrorReporter,
  type ErrorReport,
  errorReporter,
  errorReportOf,
  reportWindowErrors,
  watchWindowErrors,
} from '#app/features/analytics/error-reporter.ts'

const report = (message: string, url = 'https://malakhit.studio/news/'): ErrorReport => ({ message, stack: '', url, status: 500 })

function setup(options: { dedupeMs?: number; maxPerPage?: number } = {}) {
  let time = 1_000_000
  const sent: ErrorReport[] = []
  const reporter = createErrorReporter({ now: () => time, ...options })
  reporter.connect((item) => sent.push(item))
  return { reporter, sent, advance: (ms: number) => (time += ms) }
}

describe('error reporter', () => {
  it('sends an error once however often it repeats on the same page within the minute', () => {
    const { reporter, sent, advance } = setup({ dedupeMs: 60_000 })
    reporter.report(report('boom'))
    advance(1000)
    reporter.report(report('boom'))
    advance(58_000)
    reporter.report(report('boom'))
    expect(sent.map((item) => item.message)).toEqual(['boom'])
  })

  it('sends the same error again after the minute has passed', () => {
    const { reporter, sent, advance } = setup({ dedupeMs: 60_000 })
    reporter.report(report('boom'))
    advance(60_000)
    reporter.report(report('boom'))
    expect(sent).toHaveLength(2)
  })

  it('tells apart different messages, and the same message on different pages', () => {
    const { reporter, sent } = setup()
    reporter.report(report('boom'))
    reporter.report(report('bang'))
    reporter.report(report('boom', 'https://malakhit.studio/articles/'))
    expect(sent.map((item) => `${item.message} ${item.url}`)).toEqual([
      'boom https://malakhit.studio/news/',
      'bang https://malakhit.studio/news/',
      'boom https://malakhit.studio/articles/',
    ])
  })

  it('caps the reports of one page view, and starts again on the next one', () => {
    const { reporter, sent } = setup({ maxPerPage: 3 })
    for (let n = 1; n <= 5; n++) reporter.report(report(`error ${n}`))
    expect(sent).toHaveLength(3)
    reporter.pageChanged()
    reporter.report(report('error 6'))
    expect(sent.map((item) => item.message)).toEqual(['error 1', 'error 2', 'error 3', 'error 6'])
  })

  it('keeps reports made before the counter is up and sends them once it is', () => {
    const reporter = createErrorReporter()
    const sink = vi.fn()
    expect(reporter.report(report('early'))).toBe(true)
    reporter.connect(sink)
    expect(sink).toHaveBeenCalledWith(report('early'))
  })

  it('keeps a repeated early report once, so the buffer has room for other errors', () => {
    const reporter = createErrorReporter()
    const sink = vi.fn()
    for (let n = 0; n < 20; n++) reporter.report(report('loop'))
    expect(reporter.report(report('another'))).toBe(true)
    reporter.connect(sink)
    expect(sink.mock.calls.map(([item]) => item.message)).toEqual(['loop', 'another'])
  })

  it('drops everything when there is no counter', () => {
    const reporter = createErrorReporter()
    reporter.report(report('early'))
    reporter.connect(null)
    expect(reporter.report(report('late'))).toBe(false)
  })
})

describe('errorReportOf', () => {
  it('carries the message, stack, page and status of an error', () => {
    const error = Object.assign(new Error('Сервис временно недоступен.'), { status: 503 })
    const result = errorReportOf(error, { url: 'https://malakhit.studio/news/' })
    expect(result).toEqual({
      message: 'Сервис временно недоступен.',
      stack: error.stack,
      url: 'https://malakhit.studio/news/',
      status: 503,
    })
  })

  it('counts an error without a status as 500, unless the caller knows better', () => {
    expect(errorReportOf(new TypeError('x is undefined'), { url: 'https://malakhit.studio/' }).status).toBe(500)
    expect(errorReportOf(new Error('Page not found: /x/'), { url: 'https://malakhit.studio/x/', status: 404 }).status).toBe(404)
  })

  it('reports thrown values that are not errors', () => {
    expect(errorReportOf('plain text', { url: 'https://malakhit.studio/' }).message).toBe('plain text')
    expect(errorReportOf({ message: 'from an object' }, { url: 'https://malakhit.studio/' }).message).toBe('from an object')
    expect(errorReportOf(undefined, { url: 'https://malakhit.studio/', stack: 'at app.js:1:2' })).toMatchObject({
      message: 'undefined',
      stack: 'at app.js:1:2',
    })
  })

  it('shortens huge messages and stacks', () => {
    const error = new Error('x'.repeat(5000))
    error.stack = 'y'.repeat(10_000)
    const result = errorReportOf(error, { url: 'https://malakhit.studio/' })
    expect(result.message.length).toBeLessThanOrEqual(500)
    expect(result.stack.length).toBeLessThanOrEqual(2000)
  })

  it('keeps one-time tokens and e-mail addresses of mailed links out of the report', () => {
    const result = errorReportOf(new Error('x'), { url: 'https://malakhit.studio/password/reset/?token=secret&email=a%40b.ru&step=2' })
    expect(result.url).toBe('https://malakhit.studio/password/reset/?step=2')
  })
})

describe('watchWindowErrors', () => {
  /** A window as far as the listeners need one: events and an address. */
  function fakeWindow() {
    return Object.assign(new EventTarget(), { location: { href: 'https://malakhit.studio/news/?token=secret' } }) as unknown as Window
  }
  const errorEvent = (error: unknown, message = '') =>
    Object.assign(new Event('error'), { error, message, filename: '', lineno: 0, colno: 0 })
  const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason })

  it('catches errors before the counter is up, once per window, and sends them when it connects', () => {
    const win = fakeWindow()
    watchWindowErrors(win)
    // getRouter may run again (hot reload): still one listener.
    watchWindowErrors(win)
    win.dispatchEvent(errorEvent(new Error('before hydration')))
    win.dispatchEvent(rejection(new Error('rejected early')))
    win.dispatchEvent(errorEvent(null, 'Script error.'))
    const sink = vi.fn()
    errorReporter.connect(sink)
    expect(sink.mock.calls.map(([item]) => [item.message, item.url])).toEqual([
      ['before hydration', 'https://malakhit.studio/news/'],
      ['rejected early', 'https://malakhit.studio/news/'],
    ])
    // Connected: later errors go straight out, still deduplicated.
    win.dispatchEvent(errorEvent(new Error('after hydration')))
    win.dispatchEvent(errorEvent(new Error('after hydration')))
    expect(sink).toHaveBeenCalledTimes(3)
  })

  it('leaves out a view transition cut short by the next navigation, and keeps the browser from logging it', () => {
    const win = fakeWindow()
    const stop = reportWindowErrors(win)
    const sink = vi.fn()
    errorReporter.connect(sink)
    const skipped = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason: new DOMException('Transition was skipped. New ViewTransition started', 'AbortError'),
    })
    win.dispatchEvent(skipped)
    expect(skipped.defaultPrevented).toBe(true)
    const other = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason: new DOMException('The user aborted a request.', 'AbortError'),
    })
    win.dispatchEvent(other)
    expect(other.defaultPrevented).toBe(false)
    expect(sink.mock.calls.map(([item]) => item.message)).toEqual(['The user aborted a request.'])
    stop()
  })
})
