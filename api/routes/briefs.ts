import { Hono } from 'hono'
import * as v from 'valibot'
import { consumeLimit } from '../auth/rate-limits.ts'
import { requireToken } from '../auth/require-token.ts'
import { rejectSpam } from '../form-rules/anti-spam.ts'
import { BRIEF_BUDGETS, BRIEF_DEADLINES, BRIEF_SERVICES, choiceList } from '../form-rules/brief-options.ts'
import type { ApiEnv } from '../context.ts'
import { ApiError } from '../errors.ts'
import { parseInput } from '../validation.ts'
import { VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import { briefSchema } from '#shared/contract/forms.ts'
import { PhoneRule } from '#shared/contract/phone.ts'
import { clientIp, requestMeta } from '../http/client-ip.ts'
import { limitBody, unreadableBody } from '../http/body.ts'
import { attachmentProblem, MAX_ATTACHMENT_BYTES, TOO_LARGE_MESSAGE } from '../services/attachments.ts'
import { saveBrief } from '../services/forms.ts'

/** The brief's fields (the site's form checks the same ones first), and the file attached to it. */
export const BriefSchema = v.object({
  ...briefSchema(PhoneRule, {
    services: Object.keys(BRIEF_SERVICES),
    budgets: Object.keys(BRIEF_BUDGETS),
    deadlines: Object.keys(BRIEF_DEADLINES),
  }).entries,
  attachment: v.optional(v.instance(File)),
})

/**
 * Multipart fields as valibot sees them: repeated fields and `name[]` become arrays; a file input
 * left empty (an empty string, or an empty nameless file) is no file.
 */
function formFields(
  body: Record<string, string | File | (string | File)[]>,
  { arrays, files }: { arrays: string[]; files: string[] },
): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  const isEmptyFile = (key: string, item: string | File) =>
    files.includes(key) && (item === '' || (item instanceof File && item.size === 0 && item.name === ''))
  for (const [rawKey, value] of Object.entries(body)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey
    const list = (Array.isArray(value) ? value : [value]).filter((item) => !isEmptyFile(key, item))
    if (arrays.includes(key)) fields[key] = [...((fields[key] as unknown[]) ?? []), ...list]
    else if (list.length > 0) fields[key] = list[0]
  }
  for (const key of arrays) fields[key] ??= []
  return fields
}

/** `/v1/briefs`: the brief form's choices, and a brief sent (multipart, with an optional attachment). */
export const briefsRoutes = new Hono<ApiEnv>()
  .get('/options', (c) =>
    c.json({ services: choiceList(BRIEF_SERVICES), budgets: choiceList(BRIEF_BUDGETS), deadlines: choiceList(BRIEF_DEADLINES) }),
  )
  .post(
    '/',
    requireToken,
    // The cap leaves room for the other fields next to a 10 MB file.
    limitBody(MAX_ATTACHMENT_BYTES + 1024 * 1024, TOO_LARGE_MESSAGE, 'attachment'),
    async (c) => {
      if (!(c.req.header('content-type') ?? '').includes('multipart/form-data')) {
        throw new ApiError(415, 'Бриф отправляется как multipart/form-data.')
      }
      const body = await c.req.parseBody({ all: true }).catch((error: unknown) => {
        throw unreadableBody(error)
      })
      const fields = formFields(body, { arrays: ['services'], files: ['attachment'] })
      rejectSpam(c, fields, 'brief')
      const input = parseInput(BriefSchema, fields)
      if (input.attachment) {
        const problem = await attachmentProblem(input.attachment)
        if (problem) throw new ApiError(422, VALIDATION_MESSAGE, { attachment: [problem] })
      }
      await consumeLimit(c, c.var.limiters.brief, clientIp(c))
      const saved = await saveBrief(c.var.db, c.var.config, input, requestMeta(c))
      return c.json({ id: saved.id, message: 'Спасибо! Мы получили бриф и ответим в течение рабочего дня.' }, 201)
    },
  )
