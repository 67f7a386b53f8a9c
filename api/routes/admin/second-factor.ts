// A staff member's own second factor: connecting an authenticator app, recovery codes, turning it off.
// Open to staff who have none yet even when STAFF_REQUIRE_TOTP holds the rest of the area back.
import { Hono } from 'hono'
import {
  beginEnrolment,
  CODE_WRONG,
  confirmEnrolment,
  disableSecondFactor,
  hasSecondFactor,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  secondFactorStep,
} from '../../auth/second-factor.ts'
import { staffOf } from '../../auth/require-staff.ts'
import type { ApiEnv } from '../../context.ts'
import { ApiError } from '../../errors.ts'
import { limitBody, readFields } from '../../http/body.ts'
import { recordAudit } from '../../services/audit.ts'
import { parseInput } from '../../validation.ts'
import type { Context } from 'hono'
import { CurrentCodeSchema, EnrolmentCodeSchema } from '#shared/contract/staff-rules.ts'
const SMALL_BODY = limitBody(4 * 1024, 'Запрос слишком большой.')

/** A change to one's own second factor needs a code that works now: a stolen session alone cannot make it. */
async function requireCurrentCode(c: Context<ApiEnv>, user: { id: number; email: string }) {
  const { code } = parseInput(CurrentCodeSchema, await readFields(c))
  if ((await secondFactorStep(c, user, code)) !== 'passed') throw new ApiError(422, CODE_WRONG, { code: [CODE_WRONG] })
}

const audit = (
  c: Context<ApiEnv>,
  user: { id: number; name: string; email: string },
  action: 'second_factor_enabled' | 'second_factor_disabled',
) => recordAudit(c.var.db, user, { action, entityType: 'user', entityId: user.id, entityTitle: user.email })

export const adminSecondFactorRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const staff = staffOf(c.var.staff)
    const enabled = await hasSecondFactor(c.var.db, staff.id)
    return c.json({
      enabled,
      required: c.var.config.staffSecondFactorRequired,
      recovery_codes_left: enabled ? await recoveryCodesLeft(c.var.db, staff.id) : 0,
    })
  })
  .post('/setup', async (c) => c.json(await beginEnrolment(c.var.db, staffOf(c.var.staff))))
  .post('/confirm', SMALL_BODY, async (c) => {
    const user = staffOf(c.var.staff)
    const { code } = parseInput(EnrolmentCodeSchema, await readFields(c))
    const codes = await confirmEnrolment(c.var.db, user, code)
    await audit(c, user, 'second_factor_enabled')
    return c.json({ recovery_codes: codes })
  })
  .post('/recovery-codes', SMALL_BODY, async (c) => {
    const user = staffOf(c.var.staff)
    await requireCurrentCode(c, user)
    return c.json({ recovery_codes: await replaceRecoveryCodes(c.var.db, user.id) })
  })
  .delete('/', SMALL_BODY, async (c) => {
    const user = staffOf(c.var.staff)
    await requireCurrentCode(c, user)
    await disableSecondFactor(c.var.db, user.id)
    await audit(c, user, 'second_factor_disabled')
    return c.body(null, 204)
  })
