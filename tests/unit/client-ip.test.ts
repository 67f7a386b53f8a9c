import { describe, expect, it } from 'vitest'
import { plainIp } from '#api/http/client-ip.ts'

describe('the visitor’s IP as stored and shown', () => {
  it('writes an IPv4-mapped IPv6 address as the IPv4 address it is', () => {
    expect(plainIp('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(plainIp('::FFFF:203.0.113.7')).toBe('203.0.113.7')
  })

  it('leaves IPv4 and other IPv6 addresses as they are', () => {
    expect(plainIp('203.0.113.7')).toBe('203.0.113.7')
    expect(plainIp('2001:db8::1')).toBe('2001:db8::1')
    expect(plainIp('::1')).toBe('::1')
    // Not a valid IPv4 address after the prefix: not shortened into something that looks like one.
    expect(plainIp('::ffff:999.0.0.1')).toBe('::ffff:999.0.0.1')
  })
})
