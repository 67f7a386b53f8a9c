import * as v from 'valibot'
import { MIN_FILL_MILLISECONDS } from '#shared/contract/forms.ts'

/** Anti-spam fields: a honeypot that people never see, and when the form was shown. */
export const AntiSpamFields = {
  website: v.optional(v.string(), ''),
  started_at: v.optional(v.string(), ''),
}

/** Why a submission looks automated, or null when it looks like a person's. */
export function spamReason(fields: { website: string; started_at: string }, now = Date.now()): string | null {
  if (fields.website.trim() !== '') return 'honeypot'
  const started = Number(fields.started_at)
  if (!Number.isFinite(started) || started <= 0) return 'no start time'
  if (now - started < MIN_FILL_MILLISECONDS) return 'filled too fast'
  return null
}
