// The signed-in user's own account: profile, edits, deletion and logout.
import { Hono } from 'hono'
import * as v from 'valibot'
import { revokeAccessToken } from '../auth/access-tokens.ts'
import { NewPasswordSchema, PASSWORDS_DIFFER, passwordConfirmed } from '../auth/passwords.ts'
import { failedAttempts } from '../auth/rate-limits.ts'
import { requireToken } from '../auth/require-token.ts'
import { requireUser, userOf } from '../auth/require-user.ts'
import { revokeSession } from '../auth/sessions.ts'
import { CompanyField, EmailField, NameField, PhoneField } from '../content/form-fields.ts'
import type { ApiEnv } from '../context.ts'
import { ApiError } from '../errors.ts'
import { limitBody, readFields } from '../http/body.ts'
import { deleteAccount, updateProfile } from '../services/accounts.ts'
import { findUserById, toProfile } from '../services/users.ts'
import { parseInput } from '../validation.ts'

/** An optional field that can also be cleared: absent leaves it as it is, empty text or null clears it. */
const clearable = (schema: v.GenericSchema<string | undefined, string>) =>
  v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((value) => value?.trim() || undefined),
      v.optional(schema),
      v.transform((value) => value ?? null),
    ),
  )

const UpdateUserSchema = v.pipe(
  v.object({
    name: v.optional(NameField),
    phone: clearable(PhoneField),
    company: clearable(CompanyField),
    email: v.optional(EmailField),
    current_password: v.optional(v.string()),
    password: v.optional(NewPasswordSchema),
    password_confirmation: v.optional(v.string()),
  }),
  v.forward(v.partialCheck([['password'], ['password_confirmation']], passwordConfirmed, PASSWORDS_DIFFER), ['password_confirmation']),
)

/** A form leaves the password fields empty when the password stays: empty means not given. */
function withoutEmptyPasswords(fields: Record<string, unknown>): Record<string, unknown> {
  const result = { ...fields }
  for (const key of ['current_password', 'password', 'password_confirmation']) if (result[key] === '') delete result[key]
  return result
}

export const usersRoutes = new Hono<ApiEnv>()
  .get('/profile', requireUser, async (c) => {
    const user = await findUserById(c.var.db, userOf(c.var.identity).userId)
    if (!user) throw new ApiError(401, 'Войдите в личный кабинет, чтобы продолжить.')
    c.header('Cache-Control', 'no-store')
    return c.json(toProfile(user))
  })
  .patch('/users', requireUser, limitBody(16 * 1024, 'Запрос слишком большой.'), async (c) => {
    const changes = parseInput(UpdateUserSchema, withoutEmptyPasswords(await readFields(c)))
    const user = userOf(c.var.identity)
    const currentPasswordAttempts = failedAttempts(c, c.var.limiters.currentPassword, String(user.userId), {
      message: 'Слишком много попыток ввести текущий пароль.',
      onSuccess: 'reset',
    })
    const profile = await updateProfile(c.var.db, user, changes, { config: c.var.config, currentPasswordAttempts })
    return c.json(profile)
  })
  .delete('/users', requireUser, async (c) => {
    await deleteAccount(c.var.db, userOf(c.var.identity).userId, c.var.config)
    return c.body(null, 204)
  })
  .post('/logout', requireToken, async (c) => {
    const identity = c.var.identity!
    if (identity.sessionId !== null) await revokeSession(c.var.db, identity.sessionId)
    else await revokeAccessToken(c.var.db, identity.tokenId)
    return c.body(null, 204)
  })
