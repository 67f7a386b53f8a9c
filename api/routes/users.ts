// The signed-in user's own account: its details changed, or the account deleted.
import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { AcceptablePassword } from '../auth/passwords.ts'
import { failedAttempts } from '../auth/rate-limits.ts'
import { requireUser, userOf } from '../auth/require-user.ts'
import { secondFactorStep } from '../auth/second-factor.ts'
import type { ApiEnv } from '../context.ts'
import { readFields, SMALL_BODY } from '../http/body.ts'
import { deleteAccount, type ProfileChanges, updateProfile } from '../services/accounts.ts'
import { parseInput } from '../validation.ts'
import { withMatchingPasswords } from '#shared/contract/passwords.ts'
import { PhoneRule } from '#shared/contract/phone.ts'
import { CURRENT_PASSWORD_NEEDED, deletionSchema, passwordChangeFields, profileDetailsSchema } from '#shared/contract/profile-forms.ts'

/**
 * The fields of the profile's two forms, with what only the API checks (a phone's number, a common
 * password), any of them: what is absent stays as it is. A new password comes with the current one
 * (a new address too, which the service checks against the stored one).
 */
const UpdateUserSchema = withMatchingPasswords(
  v.pipe(
    v.partial(v.object({ ...profileDetailsSchema(PhoneRule).entries, ...passwordChangeFields(AcceptablePassword) })),
    v.forward(
      v.partialCheck(
        [['password'], ['current_password']],
        (input) => input.password === undefined || Boolean(input.current_password),
        CURRENT_PASSWORD_NEEDED,
      ),
      ['current_password'],
    ),
  ),
)

/** Details a person may clear: sent empty (or null), they are cleared. */
const CLEARABLE = ['phone', 'company'] as const

/**
 * The changes asked for in a request's fields. The forms leave the password fields empty when the
 * password stays, so empty ones are not given (a confirmation only without a new password); a detail
 * sent empty or null clears it (null in the changes).
 */
export function readProfileChanges(fields: Record<string, unknown>): ProfileChanges {
  const given = { ...fields }
  for (const key of ['current_password', 'password']) if (given[key] === '') delete given[key]
  if (given.password === undefined && given.password_confirmation === '') delete given.password_confirmation
  const cleared = CLEARABLE.filter((key) => given[key] === null || (typeof given[key] === 'string' && given[key].trim() === ''))
  for (const key of cleared) delete given[key]
  const changes: ProfileChanges = parseInput(UpdateUserSchema, given)
  for (const key of cleared) changes[key] = null
  return changes
}

/** A deletion proves the person: the password, and the second factor's code when the account has one (null is none). */
export const DeletionSchema = deletionSchema()

/** Wrong current passwords per user, whatever asks for one (a new address or password, a deletion): one count for all. */
const currentPasswordAttempts = (c: Context<ApiEnv>, userId: number) =>
  failedAttempts(c, c.var.limiters.currentPassword, String(userId), {
    message: 'Слишком много попыток ввести текущий пароль.',
    onSuccess: 'reset',
  })

/** `/v1/users`: the signed-in user's account changed, or deleted with all its tokens. */
export const usersRoutes = new Hono<ApiEnv>()
  .patch('/', requireUser, SMALL_BODY, async (c) => {
    const changes = readProfileChanges(await readFields(c))
    const user = userOf(c.var.identity)
    const profile = await updateProfile(c.var.db, user, changes, {
      config: c.var.config,
      currentPasswordAttempts: currentPasswordAttempts(c, user.userId),
    })
    return c.json(profile)
  })
  .delete('/', requireUser, SMALL_BODY, async (c) => {
    const fields = await readFields(c)
    const proof = parseInput(DeletionSchema, fields.code === null ? { ...fields, code: undefined } : fields)
    const { userId } = userOf(c.var.identity)
    await deleteAccount(c.var.db, userId, proof, {
      config: c.var.config,
      logger: c.var.logger,
      currentPasswordAttempts: currentPasswordAttempts(c, userId),
      secondFactor: (user) => secondFactorStep(c, user, proof.code),
    })
    return c.body(null, 204)
  })
