import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net'

/**
 * A TCP proxy on a local port in front of a real server (PostgreSQL), so that a test can take the
 * server away and bring it back without touching it:
 * - `stop()`: as when the database stops: open connections are dropped and new ones refused;
 * - `blackhole()`: as when the database host drops off the network: connections stay open (new
 *   ones are accepted too) but nothing gets through in either direction;
 * - `restore()`: traffic flows again (connections held by a blackhole carry on where they were).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  type Pair = { client: Socket; upstream: Socket | null }
  const pairs = new Set<Pair>()
  let mode: 'open' | 'blackhole' | 'stopped' = 'open'
  let port = 0

  const connectUpstream = (pair: Pair) => {
    const upstream = createConnection(target.port, target.host)
    pair.upstream = upstream
    pair.client.pipe(upstream)
    upstream.pipe(pair.client)
    upstream.on('error', () => pair.client.destroy())
    upstream.on('close', () => pair.client.destroy())
  }

  const server = createServer((client) => {
    const pair: Pair = { client, upstream: null }
    pairs.add(pair)
    const drop = () => {
      pairs.delete(pair)
      pair.upstream?.destroy()
    }
    client.on('error', drop)
    client.on('close', drop)
    // A blackholed connection is accepted but not read: its bytes wait in the kernel's buffers.
    if (mode === 'open') connectUpstream(pair)
    else client.pause()
  })

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        port = (server.address() as AddressInfo).port
        resolve()
      })
    })
  await listen()

  return {
    get port() {
      return port
    },
    async stop() {
      mode = 'stopped'
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      for (const pair of pairs) {
        pair.client.destroy()
        pair.upstream?.destroy()
      }
      pairs.clear()
      await closed
    },
    blackhole() {
      mode = 'blackhole'
      for (const pair of pairs) {
        pair.client.pause()
        pair.upstream?.pause()
      }
    },
    async restore() {
      const wasStopped = mode === 'stopped'
      mode = 'open'
      if (wasStopped) await listen()
      for (const pair of pairs) {
        if (!pair.upstream) connectUpstream(pair)
        pair.client.resume()
        pair.upstream?.resume()
      }
    },
    async close() {
      if (mode !== 'stopped') await this.stop()
    },
  }
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>
