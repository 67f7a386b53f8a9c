import type { Context } from 'hono'
import * as v from 'valibot'
import type { ApiEnv } from '../context.ts'
import { ApiError } from '../errors.ts'
import { clientIp } from '../http/client-ip.ts'
import { parseInput } from '../validation.ts'
import { MIN_FILL_MILLISECONDS } from '#shared/contract/forms.ts'

const STARTED_AT_MESSAGE = 'Время начала заполнения формы — число миллисекунд.'

/**
 * When the form was shown, epoch milliseconds: a JSON number, or its digits as text (a multipart
 * form sends only text). Empty or absent is no start time, which the fill-time rule refuses like a
 * bot; anything else is not a time at all and gets a message of its own.
 */
const StartedAtRule = v.optional(
  v.union(
    [
      v.pipe(
        v.union([v.literal(''), v.null()]),
        v.transform(() => null),
      ),
      v.number(),
      v.pipe(v.string(), v.trim(), v.decimal(STARTED_AT_MESSAGE), v.transform(Number)),
    ],
    STARTED_AT_MESSAGE,
  ),
  null,
)

/** Anti-spam fields: a honeypot that people never see, and when the form was shown. */
export const AntiSpamSchema = v.object({
  website: v.optional(v.string(), ''),
  started_at: StartedAtRule,
})

/** Why a submission looks automated, or null when it looks like a person's. */
export function spamReason(fields: v.InferOutput<typeof AntiSpamSchema>, now = Date.now()): string | null {
  if (fields.website.trim() !== '') return 'honeypot'
  const started = fields.started_at
  if (started === null || !Number.isFinite(started) || started <= 0) return 'no start time'
  if (now - started < MIN_FILL_MILLISECONDS) return 'filled too fast'
  return null
}

const SPAM_MESSAGE = 'Не удалось отправить форму. Обновите страницу, проверьте поля и отправьте ещё раз.'

/**
 * Refuses a submission that looks automated with the same answer whatever gave it away. Runs before
 * the other fields are checked, so a bot learns nothing from them; an anti-spam field of the wrong
 * kind is a 422 of its own.
 */
export function rejectSpam(c: Context<ApiEnv>, fields: { website?: unknown; started_at?: unknown }, form: string) {
  const reason = spamReason(parseInput(AntiSpamSchema, { website: fields.website, started_at: fields.started_at }))
  if (!reason) return
  c.var.logger.info('Form submission rejected as spam', { form, reason, ip: clientIp(c) })
  throw new ApiError(422, SPAM_MESSAGE, { _: [SPAM_MESSAGE] })
}
