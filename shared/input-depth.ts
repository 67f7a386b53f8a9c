// How deep the lists and objects of a request may nest, for the API and the site's server functions
// alike. Nothing here imports anything.

/**
 * The most levels of lists and objects a request's data may have, the data itself counting as the
 * first. The deepest thing any of our forms sends is a portfolio project's image sources, six levels
 * down in a server function's call; a body nested deeper is refused before anything walks it.
 */
export const MAX_INPUT_DEPTH = 32

/** The refusal of data nested past MAX_INPUT_DEPTH (400). */
export const TOO_DEEP_MESSAGE = 'Данные вложены слишком глубоко.'

/**
 * The most values a server function's data may hold once written out. Decoded seroval may refer to
 * one object from many places, so thirty levels of `[a, a]` are a few hundred bytes that would
 * expand to a billion items when the API client serialises them; no form of ours sends a thousand.
 */
export const MAX_INPUT_VALUES = 100_000

/** The refusal of data that holds more than MAX_INPUT_VALUES values (400). */
export const TOO_MANY_VALUES_MESSAGE = 'Данных слишком много.'

/** What a list, a map, a set or an object holds; anything else holds nothing. */
function childrenOf(value: object): Iterable<unknown> {
  if (Array.isArray(value)) return value
  if (value instanceof Map || value instanceof Set) return value.values()
  return Object.values(value)
}

/**
 * True when lists and objects nest more than `limit` levels anywhere in the value. The walk keeps
 * a list of its own instead of calling itself, so no depth can exhaust the call stack, and stops as
 * soon as it passes the limit. An object met again (decoded data may share one) is walked again
 * only when met deeper than before, so shared parts cost little and a cycle ends at the limit.
 */
export function nestsDeeperThan(value: unknown, limit = MAX_INPUT_DEPTH): boolean {
  const deepestSeen = new WeakMap<object, number>()
  const pending: [unknown, number][] = [[value, 1]]
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!
    if (typeof item !== 'object' || item === null) continue
    if (depth > limit) return true
    if ((deepestSeen.get(item) ?? 0) >= depth) continue
    deepestSeen.set(item, depth)
    for (const child of childrenOf(item)) pending.push([child, depth + 1])
  }
  return false
}

/**
 * True when the value holds more than `limit` values written out: a part referred to from several
 * places counts each time, as serialising it would. The walk stops as soon as it passes the limit,
 * so it costs at most `limit` steps however much the data would expand.
 */
export function holdsMoreThan(value: unknown, limit = MAX_INPUT_VALUES): boolean {
  let count = 0
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    count += 1
    if (count > limit) return true
    if (typeof item !== 'object' || item === null) continue
    for (const child of childrenOf(item)) pending.push(child)
  }
  return false
}
