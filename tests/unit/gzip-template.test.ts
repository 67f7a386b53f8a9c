import { randomBytes } from 'node:crypto'
import { createGunzip, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { fillGzipTemplate, gzipTemplate } from '../../server/page-cache/gzip-template.ts'

const page = (nonce: string) =>
  `<!doctype html><html lang="ru"><head><script nonce="${nonce}">1</script></head><body>${'<p>Сайты, которые работают на ваш бизнес</p>'.repeat(500)}<script nonce="${nonce}">2</script></body></html>`

describe('gzipTemplate', () => {
  it('gives a gzip member that decompresses to the parts with the value in every hole', () => {
    const parts = page('\u0000')
      .split('\u0000')
      .map((part) => Buffer.from(part))
    const template = gzipTemplate(parts)
    for (const nonce of ['Qm9yZWFzLW5vbmNlLTAx', randomBytes(16).toString('base64url')]) {
      expect(gunzipSync(fillGzipTemplate(template, Buffer.from(nonce))).toString()).toBe(page(nonce))
    }
  })

  it('compresses the fixed parts (the page is many times smaller)', () => {
    const parts = page('\u0000')
      .split('\u0000')
      .map((part) => Buffer.from(part))
    const filled = fillGzipTemplate(gzipTemplate(parts), Buffer.from('abc'))
    expect(filled.length * 10).toBeLessThan(Buffer.byteLength(page('abc')))
  })

  it('handles holes side by side, at the edges, and a text without holes', () => {
    for (const text of ['', 'plain', '\u0000', '\u0000\u0000middle\u0000', 'a\u0000\u0000b']) {
      const template = gzipTemplate(text.split('\u0000').map((part) => Buffer.from(part)))
      expect(gunzipSync(fillGzipTemplate(template, Buffer.from('NONCE'))).toString()).toBe(text.replaceAll('\u0000', 'NONCE'))
    }
  })

  it('is read by a streaming decoder to the end, checksum and length included', async () => {
    const parts = page('\u0000')
      .split('\u0000')
      .map((part) => Buffer.from(part))
    const gunzip = createGunzip()
    const chunks: Buffer[] = []
    gunzip.on('data', (chunk: Buffer) => chunks.push(chunk))
    const ended = new Promise((resolve, reject) => gunzip.on('end', resolve).on('error', reject))
    gunzip.end(fillGzipTemplate(gzipTemplate(parts), Buffer.from('n0nce')))
    await ended
    expect(Buffer.concat(chunks).toString()).toBe(page('n0nce'))
  })

  it('refuses a hole value too long for one stored block', () => {
    expect(() => fillGzipTemplate(gzipTemplate([Buffer.from('a'), Buffer.from('b')]), Buffer.alloc(70_000))).toThrow(RangeError)
  })
})
