// The signed-in user's own account: its details changed, or the account deleted.
import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { AcceptablePassword } from '../auth/passwords.ts'
import { failedAttempts } from '../auth/rate-limits.ts'
import { requireUser, userOf } from '../auth/require-user.ts'
import { secondFactorStep } from '../auth/second-factor.ts'
import type { ApiEnv } from '../context.ts'
import { readFields, SMALL_BODY } from '../http/body.ts'
import { deleteAccount, updateProfile } from '../services/accounts.ts'
import { parseInput } from '../validation.ts'
import { CompanyRule, EmailRule, NameRule } from '#shared/contract/fields.ts'
import { DeletionPasswordRule, withMatchingPasswords } from '#shared/contract/passwords.ts'
import { PhoneRule } from '#shared/contract/phone.ts'

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

const UpdateUserSchema = withMatchingPasswords(
  v.object({
    name: v.optional(NameRule),
    phone: clearable(PhoneRule),
    company: clearable(CompanyRule),
    email: v.optional(EmailRule),
    current_password: v.optional(v.string()),
    password: v.optional(AcceptablePassword),
    password_confirmation: v.optional(v.string()),
  }),
)

/** A form leaves the password fields empty when the password stays: empty means not given. */
function withoutEmptyPasswords(fields: Record<string, unknown>): Record<string, unknown> {
  const result = { ...fields }
  for (const key of ['current_password', 'password', 'password_confirmation']) if (result[key] === '') delete result[key]
  return result
}

/** A deletion proves the person: the password, and the second factor's code when the account has one. */
const DeletionSchema = v.object({
  password: DeletionPasswordRule,
  code: v.optional(
    v.pipe(
      v.nullable(v.string('Введите код.')),
      v.transform((value) => value?.trim() || undefined),
      v.optional(v.pipe(v.string(), v.maxLength(32, 'Код слишком длинный.'))),
    ),
  ),
})

/** Wrong current passwords per user, whatever asks for one (a new address or password, a deletion): one count for all. */
const currentPasswordAttempts = (c: Context<ApiEnv>, userId: number) =>
  failedAttempts(c, c.var.limiters.currentPassword, String(userId), {
    message: 'Слишком много попыток ввести текущий пароль.',
    onSuccess: 'reset',
  })

/** `/v1/users`: the signed-in user's account changed, or deleted with all its tokens. */
export const usersRoutes = new Hono<ApiEnv>()
  .patch('/', requireUser, SMALL_BODY, async (c) => {
    const changes = parseInput(UpdateUserSchema, withoutEmptyPasswords(await readFields(c)))
    const user = userOf(c.var.identity)
    const profile = await updateProfile(c.var.db, user, changes, {
      config: c.var.config,
      currentPasswordAttempts: currentPasswordAttempts(c, user.userId),
    })
    return c.json(profile)
  })
  .delete('/', requireUser, SMALL_BODY, async (c) => {
    const proof = parseInput(DeletionSchema, await readFields(c))
    const { userId } = userOf(c.var.identity)
    await deleteAccount(c.var.db, userId, proof, {
      config: c.var.config,
      logger: c.var.logger,
      currentPasswordAttempts: currentPasswordAttempts(c, userId),
      secondFactor: (user) => secondFactorStep(c, user, proof.code),
    })
    return c.body(null, 204)
  })
