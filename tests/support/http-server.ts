import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Server } from 'srvx'
import { afterAll, beforeAll } from 'vitest'
import { createHttpServer, type HttpServerOptions } from '../../server/http.ts'

/**
 * The production HTTP server for the tests of a file, on a free local port, over a fresh folder of
 * client files that `prepare` writes: started before the first test, stopped (and its folder
 * removed) after the last. `base` is its address without the trailing slash, set once it runs.
 */
export function useHttpServer(
  options: Omit<HttpServerOptions, 'clientDir' | 'port' | 'hostname'>,
  prepare: (clientDir: string) => void = () => {},
) {
  const running = { base: '', clientDir: '' }
  let server: Server
  beforeAll(async () => {
    running.clientDir = mkdtempSync(join(tmpdir(), 'http-server-'))
    prepare(running.clientDir)
    server = createHttpServer({ ...options, clientDir: running.clientDir, port: 0, hostname: '127.0.0.1' })
    await server.ready()
    running.base = server.url!.replace(/\/$/, '')
  })
  afterAll(async () => {
    await server.close(true)
    rmSync(running.clientDir, { recursive: true, force: true })
  })
  return running
}
