// The signed-in person's rights over their data: the export, and the cookie choice recorded as consent.
import { Hono } from 'hono'
import { consumeLimit } from '../auth/rate-limits.ts'
import { requireUser, userOf } from '../auth/require-user.ts'
import type { ApiEnv } from '../context.ts'
import { ApiError } from '../errors.ts'
import { limitBody, readFields } from '../http/body.ts'
import { requestMeta } from '../http/client-ip.ts'
import { recordConsent } from '../services/consents.ts'
import { exportPersonalData } from '../services/personal-data.ts'
import { findUserById } from '../services/users.ts'
import { parseInput } from '../validation.ts'
import { CookieConsentSchema } from '#shared/contract/personal-data.ts'

const signInAgain = () => new ApiError(401, 'Войдите в личный кабинет, чтобы продолжить.')

export const personalDataRoutes = new Hono<ApiEnv>()
  .get('/profile/export', requireUser, async (c) => {
    const { userId } = userOf(c.var.identity)
    await consumeLimit(c, c.var.limiters.personalDataExport, String(userId), 'Выгрузку можно скачать не больше 10 раз в час.')
    const user = await findUserById(c.var.db, userId)
    if (!user) throw signInAgain()
    const document = await exportPersonalData(c.var.db, user, c.var.config.siteUrl)
    const day = document.generated_at.slice(0, 10)
    c.header('Cache-Control', 'no-store')
    c.header('Content-Disposition', `attachment; filename="malakhit-personal-data-${day}.json"`)
    c.header('X-Content-Type-Options', 'nosniff')
    return c.body(JSON.stringify(document, null, 2), 200, { 'Content-Type': 'application/json; charset=utf-8' })
  })
  .post('/consents/cookies', requireUser, limitBody(1024, 'Запрос слишком большой.'), async (c) => {
    const input = parseInput(CookieConsentSchema, await readFields(c))
    const { userId } = userOf(c.var.identity)
    await consumeLimit(c, c.var.limiters.cookieConsent, String(userId))
    const user = await findUserById(c.var.db, userId)
    if (!user) throw signInAgain()
    await recordConsent(c.var.db, {
      purpose: 'cookies',
      userId,
      email: user.email,
      choice: input.choice,
      noticeVersion: input.version,
      ...requestMeta(c),
    })
    return c.body(null, 204)
  })
