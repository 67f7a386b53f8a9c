// The signed-in person's profile, and everything the agency keeps about them as one download.
import { Hono } from 'hono'
import { consumeLimit } from '../auth/rate-limits.ts'
import { requireUser, userOf } from '../auth/require-user.ts'
import type { ApiEnv } from '../context.ts'
import { ApiError } from '../errors.ts'
import { exportPersonalData } from '../services/personal-data.ts'
import { findUserById, toProfile } from '../services/users.ts'

const signInAgain = () => new ApiError(401, 'Войдите в личный кабинет, чтобы продолжить.')

/** `/v1/profile`: the profile, and the personal data export. */
export const profileRoutes = new Hono<ApiEnv>()
  .get('/', requireUser, async (c) => {
    const { user } = userOf(c.var.identity)
    if (!user) throw signInAgain()
    c.header('Cache-Control', 'no-store')
    return c.json(toProfile(user))
  })
  .get('/export', requireUser, async (c) => {
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
