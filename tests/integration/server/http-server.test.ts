import { mkdirSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { useHttpServer } from '../../support/http-server.ts'

/** A raw HTTP GET (fetch would decompress on its own, hiding what the server sent). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}

describe('production HTTP server', () => {
  const html = `<!doctype html><html lang="ru"><body>${'<p>Сайты и сервисы, которые работают на ваш бизнес</p>'.repeat(60)}</body></html>`
  const appRequests: string[] = []
  const server = useHttpServer(
    {
      fetch: (request) => {
        appRequests.push(new URL(request.url).pathname)
        return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })
      },
    },
    (clientDir) => {
      mkdirSync(join(clientDir, 'assets'))
      writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`)
      writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    },
  )

  it('serves hashed assets with immutable caching for a year', async () => {
    const response = await get(`${server.base}/assets/app-abc123.js`)
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toContain('javascript')
    expect(response.headers['cache-control']).toBe('max-age=31536000, immutable')
  })

  it('answers a missing asset with a plain 404, without asking the app', async () => {
    appRequests.length = 0
    const response = await get(`${server.base}/assets/x.js`)
    expect(response.status).toBe(404)
    expect(response.headers['content-type']).toContain('text/plain')
    // Visible text, so Russian like the rest of the site.
    expect(response.body.toString('utf8')).toBe('Файл не найден')
    expect(appRequests).toEqual([])
  })

  it('serves public files without immutable caching', async () => {
    const response = await get(`${server.base}/favicon.svg`)
    expect(response.status).toBe(200)
    expect(response.headers['cache-control']).toBeUndefined()
  })

  it('hands every other path to the app', async () => {
    appRequests.length = 0
    const response = await get(`${server.base}/news/`)
    expect(response.status).toBe(200)
    expect(appRequests).toEqual(['/news/'])
  })

  it('compresses server-rendered HTML with brotli when the client accepts it', async () => {
    const response = await get(`${server.base}/`, { 'accept-encoding': 'gzip, br' })
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.vary).toContain('Accept-Encoding')
    expect(response.body.length).toBeLessThan(Buffer.byteLength(html) / 4)
    expect(brotliDecompressSync(response.body).toString()).toBe(html)
  })

  it('falls back to gzip, and sends plain bytes to clients that accept neither', async () => {
    const gzipped = await get(`${server.base}/`, { 'accept-encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.body).toString()).toBe(html)

    const plain = await get(`${server.base}/`, { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(html)
  })

  it('compresses static files too', async () => {
    const response = await get(`${server.base}/assets/app-abc123.js`, { 'accept-encoding': 'br' })
    expect(response.headers['content-encoding']).toBe('br')
  })
})
