import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from '../../server/node-flags.ts'

describe('the production server’s V8 flags', () => {
  it('are the ones npm start runs it with, so the tests and the bench measure the server as it runs', () => {
    const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(scripts.start).toBe(['node', ...SERVER_NODE_FLAGS, 'server/start.ts'].join(' '))
  })
})
