import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** A random, URL-safe secret: access tokens, refresh tokens, one-time links. */
export function generateToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/**
 * SHA-256 of a high-entropy secret (tokens, client secrets). Such secrets cannot be guessed, so a
 * fast hash is enough at rest; passwords, which can, use argon2id instead.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Compares a secret with a stored hash in constant time. */
export function matchesHash(secret: string, hash: string): boolean {
  const actual = Buffer.from(hashToken(secret), 'hex')
  const expected = Buffer.from(hash, 'hex')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
