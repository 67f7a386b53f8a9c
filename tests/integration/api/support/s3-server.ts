// A real S3-compatible server for the tests (s3rver: the S3 REST API over a folder), started in
// the test's own process on a free port, so the SDK talks HTTP to it exactly as to a real store.
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from '@20minutes/s3rver'
import type { S3StorageConfig } from '#api/config.ts'

/** s3rver's one built-in account. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export interface TestS3Server {
  /** What FILE_STORAGE=s3 with S3_* pointing at this server makes of it. */
  config: S3StorageConfig
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>
  /** Stops answering (connections refused) until start(); the bucket's content stays. */
  stop(): Promise<void>
  start(): Promise<void>
  /** Stops it for good and removes its folder. */
  destroy(): Promise<void>
}

export async function startS3Server(bucket = 'malakhit-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'))
  let port = 0
  let server: S3rver | undefined
  let latest: S3rver
  const start = async () => {
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] })
    latest = server
    port = ((await server.run()) as AddressInfo).port
  }
  const stop = async () => {
    const running = server
    server = undefined
    if (!running) return // Kept-alive connections too: a stopped store refuses at once, as one that is down does.
    ;(running as unknown as { httpServer: Server }).httpServer.closeAllConnections()
    await running.close()
  }
  await start()
  const config: S3StorageConfig = {
    kind: 's3',
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  }
  return {
    config,
    async keys() {
      // From s3rver's own store: the site never lists a bucket, and s3rver's check of a listing's
      // signature disagrees with the SDK's (the objects' own requests are signed alike).
      const listed = await latest.store.listObjects(bucket, {})
      return listed.objects.map((object) => object.key).toSorted()
    },
    stop,
    start,
    async destroy() {
      await stop()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
