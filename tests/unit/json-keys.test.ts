import { describe, expect, it } from 'vitest'
import { repeated, topLevelKeys } from '#api/http/json-keys.ts'

describe('topLevelKeys', () => {
  it('lists the names of the top-level object in order, repeats included', () => {
    expect(topLevelKeys('{"a":1,"b":"x","a":2}')).toEqual(['a', 'b', 'a'])
  })

  it('skips the names of nested objects and the strings of values and lists', () => {
    expect(topLevelKeys('{ "a" : {"a":1,"b":{"a":2}}, "b":["a",{"a":3}], "c":"\\"a\\":1" }')).toEqual(['a', 'b', 'c'])
  })

  it('reads escaped names as JSON does', () => {
    expect(topLevelKeys('{"gr\\u0061nt_type":"x","quote\\"d":1,"back\\\\":2}')).toEqual(['grant_type', 'quote"d', 'back\\'])
  })

  it('reads a body nested a hundred thousand levels deep without exhausting the stack', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000)
    expect(topLevelKeys(`{"a":${deep},"b":1}`)).toEqual(['a', 'b'])
  })

  it('gives nothing for an empty object', () => {
    expect(topLevelKeys(' {} ')).toEqual([])
  })
})

describe('repeated', () => {
  it('names each repeated name once', () => {
    expect(repeated(['a', 'b', 'a', 'c', 'a', 'b'])).toEqual(['a', 'b'])
    expect(repeated(['a', 'b'])).toEqual([])
  })
})
