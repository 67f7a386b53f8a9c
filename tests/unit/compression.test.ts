import { describe, expect, it } from 'vitest'
import { negotiateEncoding } from '../../server/compression.ts'

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['identity', null],
    ['GZIP', 'gzip'],
    [null, null],
  ])('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected)
  })
})

describe('negotiateEncoding with the encodings on offer', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'gzip'],
    ['br', null],
    ['br, gzip;q=0', null],
    ['*', 'gzip'],
  ])('%s -> %s when only gzip is offered', (header, expected) => {
    expect(negotiateEncoding(header, ['gzip'])).toBe(expected)
  })
})
