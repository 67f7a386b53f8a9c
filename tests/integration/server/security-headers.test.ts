import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Server } from 'srvx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpServer } from '../../../server/http.ts'

describe('security headers of the production HTTP server', () => {
  let clientDir: string
  const servers: Server[] = []

  /** A server over the same files; the app answers with a policy of its own. */
  async function start(hsts: boolean): Promise<string> {
    const server = createHttpServer({
      clientDir,
      port: 0,
      hostname: '127.0.0.1',
      hsts,
      fetch: () =>
        new Response('<!doctype html><title>Малахит</title>', {
          headers: {
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy': "default-src 'self'",
            'x-content-type-options': 'nosniff',
          },
        }),
    })
    servers.push(server)
    await server.ready()
    return server.url!.replace(/\/$/, '')
  }

  beforeAll(() => {
    clientDir = mkdtempSync(join(tmpdir(), 'security-headers-'))
    mkdirSync(join(clientDir, 'assets'))
    writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)')
    writeFileSync(join(clientDir, 'assets', 'app-abc123.css'), 'body{margin:0}')
    writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    mkdirSync(join(clientDir, 'images'))
    writeFileSync(join(clientDir, 'images', 'cover.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close(true)))
    rmSync(clientDir, { recursive: true, force: true })
  })

  it('marks hashed assets and public files nosniff', async () => {
    const base = await start(false)
    for (const path of ['/assets/app-abc123.js', '/assets/app-abc123.css', '/favicon.svg']) {
      const response = await fetch(`${base}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
    }
  })

  it('marks the plain 404 of a missing asset nosniff too', async () => {
    const base = await start(false)
    const response = await fetch(`${base}/assets/missing.js`)
    expect(response.status).toBe(404)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('lets only the site embed its bundle, the 404 of a missing asset included', async () => {
    const base = await start(false)
    for (const path of ['/assets/app-abc123.js', '/assets/app-abc123.css', '/assets/missing.js']) {
      expect((await fetch(`${base}${path}`)).headers.get('cross-origin-resource-policy'), path).toBe('same-origin')
    }
  })

  it('lets other sites show the public files (feed covers, link previews), and leaves the app to set its own policy', async () => {
    const base = await start(false)
    expect((await fetch(`${base}/images/cover.svg`)).headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect((await fetch(`${base}/favicon.svg`)).headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    // The stand-in app sets none: the server adds none to what the app answers.
    expect((await fetch(`${base}/news/`)).headers.has('cross-origin-resource-policy')).toBe(false)
  })

  it('keeps script from running in an SVG opened on its own', async () => {
    const base = await start(false)
    const policy = (await fetch(`${base}/favicon.svg`)).headers.get('content-security-policy')
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain('sandbox')
  })

  it('sends HSTS on files and pages when asked to, and nothing of it otherwise', async () => {
    const strict = await start(true)
    for (const path of ['/favicon.svg', '/assets/app-abc123.js', '/news/']) {
      expect((await fetch(`${strict}${path}`)).headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains')
    }
    const plain = await start(false)
    expect((await fetch(`${plain}/favicon.svg`)).headers.has('strict-transport-security')).toBe(false)
  })

  it("leaves the app's own page policy alone", async () => {
    const base = await start(true)
    const response = await fetch(`${base}/news/`)
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'")
  })
})
