import { request as httpRequest, type IncomingMessage } from 'node:http'
import { createBrotliDecompress, createGunzip } from 'node:zlib'
import { serve, type Server } from 'srvx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressResponses } from '../../../server/compression.ts'

type App = (request: Request) => Response | Promise<Response>

/** A body from parts; each waits for its gate (a promise) before it is sent. */
function streamedBody(parts: { text: string; after?: Promise<unknown> }[], onCancel: () => void = () => {}) {
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const part of parts) {
        await part.after
        controller.enqueue(encoder.encode(part.text))
      }
      controller.close()
    },
    cancel: onCancel,
  })
}

const html = (body: ReadableStream<Uint8Array>) => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } })

/** A raw GET whose answer is decompressed as it arrives; `onText` sees the text so far. */
function get(url: string, encoding: 'br' | 'gzip', onText: (text: string, response: IncomingMessage) => void = () => {}) {
  return new Promise<{ encoding: string | undefined; text: string }>((resolve, reject) => {
    httpRequest(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const decoder = encoding === 'br' ? createBrotliDecompress() : createGunzip()
      decoder.setEncoding('utf8')
      let text = ''
      decoder.on('data', (chunk: string) => {
        text += chunk
        onText(text, response)
      })
      decoder.on('end', () => resolve({ encoding: response.headers['content-encoding'], text }))
      decoder.on('error', reject)
      response.pipe(decoder)
    })
      .on('error', reject)
      .end()
  })
}

describe('compression of dynamic answers', () => {
  let server: Server
  let base: string
  let app: App = () => new Response('')

  beforeAll(async () => {
    server = serve({
      fetch: (request) => app(request),
      middleware: [compressResponses],
      port: 0,
      hostname: '127.0.0.1',
      silent: true,
      gracefulShutdown: false,
    })
    await server.ready()
    base = server.url!.replace(/\/$/, '')
  })
  afterAll(() => server.close(true))

  it.each(['br', 'gzip'] as const)('sends a page of many small chunks whole with %s', async (encoding) => {
    const parts = Array.from({ length: 300 }, (_, index) => ({
      text: `<p>Абзац ${index}: сайты и сервисы, которые работают на ваш бизнес.</p>`,
    }))
    app = () => html(streamedBody(parts))
    const answer = await get(`${base}/`, encoding)
    expect(answer.encoding).toBe(encoding)
    expect(answer.text).toBe(parts.map((part) => part.text).join(''))
  })

  it.each(['br', 'gzip'] as const)(
    'sends what was rendered before the source pauses, without waiting for the rest (%s)',
    async (encoding) => {
      const head = `<!doctype html><html lang="ru"><head><title>Малахит</title></head><body>${'<p>Оболочка страницы.</p>'.repeat(80)}`
      const tail = '<p>Часть, что пришла позже.</p></body></html>'
      let release!: () => void
      const headArrived = new Promise<void>((resolve) => (release = resolve))
      app = () => html(streamedBody([{ text: head }, { text: tail, after: headArrived }]))
      // The tail is only rendered once the client has read the head: without a flush, this never ends.
      const answer = await get(`${base}/`, encoding, (text) => {
        if (text === head) release()
      })
      expect(answer.text).toBe(head + tail)
    },
  )

  it('stops reading the source when the client goes away', async () => {
    let cancelled!: () => void
    const sourceCancelled = new Promise<void>((resolve) => (cancelled = resolve))
    const never = new Promise<void>(() => {})
    app = () =>
      html(
        streamedBody([{ text: '<p>Начало страницы.</p>'.repeat(100) }, { text: '<p>Не будет отправлено.</p>', after: never }], cancelled),
      )
    await new Promise<void>((resolve, reject) => {
      const request = httpRequest(`${base}/`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        response.once('data', () => {
          request.destroy()
          resolve()
        })
      })
      request.on('error', () => {})
      request.end()
      setImmediate(() => request.once('error', reject))
    })
    await sourceCancelled
  })

  it('leaves small answers and answers of other types as they are', async () => {
    const short = '<p>Коротко.</p>'
    app = () =>
      new Response(short, { headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(Buffer.byteLength(short)) } })
    const small = await fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip' } })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.text()).toBe(short)

    app = () => new Response(new Uint8Array(4096), { headers: { 'content-type': 'image/png' } })
    const image = await fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip' } })
    expect(image.headers.get('content-encoding')).toBeNull()
    expect((await image.arrayBuffer()).byteLength).toBe(4096)
  })
})
