import { describe, expect, it } from 'vitest'
import { MAX_INPUT_DEPTH, nestsDeeperThan } from '#shared/input-depth.ts'

/** A list holding a list… `levels` deep, as JSON.parse gives it (it parses any depth without recursion). */
const nestedLists = (levels: number): unknown => JSON.parse('['.repeat(levels) + ']'.repeat(levels))

describe('nestsDeeperThan', () => {
  it('counts the value itself as the first level, and scalars as none', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false)
    expect(nestsDeeperThan(null, 0)).toBe(false)
    expect(nestsDeeperThan({}, 0)).toBe(true)
    expect(nestsDeeperThan({}, 1)).toBe(false)
    expect(nestsDeeperThan({ a: [{ b: 'x' }] }, 3)).toBe(false)
    expect(nestsDeeperThan({ a: [{ b: 'x' }] }, 2)).toBe(true)
  })

  it('lets through data exactly at the limit and refuses one level more', () => {
    expect(nestsDeeperThan({ field: nestedLists(MAX_INPUT_DEPTH - 1) })).toBe(false)
    expect(nestsDeeperThan({ field: nestedLists(MAX_INPUT_DEPTH) })).toBe(true)
  })

  it('finds the deep branch among shallow ones, in objects and lists alike', () => {
    const body = { name: 'Мария', tags: ['a', 'b'], cover: { src: '/x.png' }, extra: [1, { deep: nestedLists(40) }] }
    expect(nestsDeeperThan(body)).toBe(true)
    expect(nestsDeeperThan({ ...body, extra: [1, { deep: [] }] })).toBe(false)
  })

  it('walks a body nested a hundred thousand levels deep without exhausting the stack', () => {
    expect(nestsDeeperThan(nestedLists(100_000))).toBe(true)
  })

  it('ends on a value that holds itself, and on maps and sets', () => {
    const loop: Record<string, unknown> = {}
    loop.self = loop
    expect(nestsDeeperThan(loop)).toBe(true)
    expect(nestsDeeperThan(new Map([['a', nestedLists(40)]]))).toBe(true)
    expect(nestsDeeperThan(new Set([nestedLists(40)]))).toBe(true)
    expect(nestsDeeperThan(new Map([['a', [1]]]))).toBe(false)
  })

  it('walks shared parts in little time: an object reached by 2^30 paths', () => {
    let shared: unknown[] = []
    for (let level = 0; level < 30; level++) shared = [shared, shared]
    expect(nestsDeeperThan(shared)).toBe(false)
    expect(nestsDeeperThan([[shared]])).toBe(true)
  })
})
