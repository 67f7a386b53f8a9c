import { hash, verify } from '@node-rs/argon2'
import commonPasswords from 'fxa-common-password-list'
import * as v from 'valibot'
import { NewPasswordRule } from '#shared/contract/passwords.ts'

// The library's Algorithm is a const enum, which this project's erasable TypeScript cannot import.
const ARGON2ID = 2

/** argon2id at OWASP's recommended minimum: 19 MiB of memory, 2 passes, 1 lane. */
const ARGON2 = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const
const CURRENT_PARAMETERS = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2)
}

/** False for a wrong password and for a hash that cannot be read, never an exception. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password)
  } catch {
    return false
  }
}

/** True when a hash was made with other parameters and should be replaced at the next sign-in. */
export const needsRehash = (storedHash: string) => !storedHash.startsWith(CURRENT_PARAMETERS)

/** Whether a password is among the most used ones (Firefox Accounts' list), whatever its case. */
export const isCommonPassword = (password: string) => commonPasswords.test(password) || commonPasswords.test(password.toLowerCase())

/** A new password the API accepts: the shared rule, and not among the most common ones. */
export const AcceptablePassword = v.pipe(
  NewPasswordRule,
  v.check((password) => !isCommonPassword(password), 'Этот пароль слишком распространён: его легко подобрать. Придумайте другой.'),
)
