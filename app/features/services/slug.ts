/**
 * True for an address segment the API can know (latin letters, digits, single hyphens). Anything
 * else is answered with the 404 page at once, instead of a validation error from the API.
 */
export const isSlug = (value: string): boolean => value.length <= 120 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
