import { describe, expect, it } from 'vitest'
import { useHttpServer } from '../../support/http-server.ts'
import { MB, peakThreadBytesDuring, sendChunked } from '../../support/raw-http.ts'

describe('the cap on every request body of the production HTTP server', () => {
  const server = useHttpServer({
    // An app that reads whatever it is sent, whole: the cap alone keeps it bounded.
    fetch: async (request) => {
      try {
        const body = request.headers.get('content-type')?.includes('multipart/form-data') ? await request.formData() : await request.text()
        return Response.json({ read: typeof body === 'string' ? body.length : [...body.keys()].length })
      } catch (error) {
        const status = (error as { status?: unknown }).status
        return Response.json({ failed: true }, { status: status === 413 ? 413 : 500 })
      }
    },
  })

  it('stops reading a chunked body once it passes the cap, so 300 MB leave memory flat', async () => {
    let answer: Awaited<ReturnType<typeof sendChunked>> | undefined
    // The server runs in this thread: what it holds is this thread's heap and buffers.
    const held = await peakThreadBytesDuring(async () => {
      answer = await sendChunked(`${server.base}/anything`, { totalBytes: 300 * MB, headers: { 'content-type': 'text/plain' } })
    })
    expect(answer?.status).toBe(413)
    expect(answer?.sentBytes).toBeLessThan(300 * MB)
    // The body is never held whole: growth stays far below what was offered.
    expect(held).toBeLessThan(100 * MB)
  })

  it('counts form data the same way', async () => {
    const answer = await sendChunked(`${server.base}/anything`, {
      totalBytes: 300 * MB,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    })
    expect(answer.status).toBe(413)
    expect(answer.sentBytes).toBeLessThan(300 * MB)
  })

  it('reads a chunked body under the cap whole', async () => {
    const answer = await sendChunked(`${server.base}/anything`, { totalBytes: MB, headers: { 'content-type': 'text/plain' } })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ read: MB })
  })
})
