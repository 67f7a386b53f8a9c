import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { hashPassword, isCommonPassword, needsRehash, AcceptablePassword, verifyPassword } from '#api/auth/passwords.ts'

describe('password hashing', () => {
  it('hashes with argon2id at 19 MiB, 2 passes, 1 lane, salted', async () => {
    const first = await hashPassword('Малахит-2026-сайт!')
    const second = await hashPassword('Малахит-2026-сайт!')
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(first).not.toBe(second)
  })

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Малахит-2026-сайт!')
    expect(await verifyPassword(stored, 'Малахит-2026-сайт!')).toBe(true)
    expect(await verifyPassword(stored, 'малахит-2026-сайт!')).toBe(false)
  })

  it('answers false, not an error, for a hash it cannot read', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false)
  })

  it('asks for a new hash when the parameters were weaker', async () => {
    expect(needsRehash(await hashPassword('Малахит-2026-сайт!'))).toBe(false)
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true)
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuu')).toBe(true)
  })
})

describe('new password rules', () => {
  const problem = (password: unknown) => {
    const result = v.safeParse(AcceptablePassword, password, { abortPipeEarly: true })
    return result.success ? null : result.issues[0]?.message
  }

  it('accepts a long, uncommon password', () => {
    expect(problem('Малахит-2026-сайт!')).toBeNull()
  })

  it.each([
    [undefined, 'Придумайте пароль.'],
    ['', 'Придумайте пароль.'],
    ['Ab1!xyz', 'не короче 8 символов'],
    ['x'.repeat(129), 'не длиннее 128 символов'],
    ['password', 'слишком распространён'],
    ['qwerty123', 'слишком распространён'],
    ['PASSWORD1', 'слишком распространён'],
  ])('refuses %j: %s', (password, message) => {
    expect(problem(password)).toContain(message)
  })

  it('knows the most common passwords regardless of case', () => {
    expect(isCommonPassword('Iloveyou')).toBe(true)
    expect(isCommonPassword('Тихий-омут-с-чертями-2026')).toBe(false)
  })
})
