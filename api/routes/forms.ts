import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { consumeLimit } from '../auth/rate-limits.ts'
import { requireToken } from '../auth/require-token.ts'
import { AntiSpamFields, spamReason } from '../form-rules/anti-spam.ts'
import { BRIEF_BUDGETS, BRIEF_DEADLINES, BRIEF_SERVICES, choiceList } from '../form-rules/brief-options.ts'
import type { ApiEnv } from '../context.ts'
import { ApiError } from '../errors.ts'
import { parseInput } from '../validation.ts'
import { CompanyRule, ConsentRule, EmailRule, NameRule, optionalText, VALIDATION_MESSAGE } from '#shared/contract/fields.ts'
import { DescriptionRule, EMAIL_OR_PHONE_MESSAGE, hasEmailOrPhone, MessageRule, servicesRule } from '#shared/contract/forms.ts'
import { PhoneRule } from '#shared/contract/phone.ts'
import { clientIp, requestMeta } from '../http/client-ip.ts'
import { limitBody, readFields, unreadableBody } from '../http/body.ts'
import { attachmentProblem, MAX_ATTACHMENT_BYTES, TOO_LARGE_MESSAGE } from '../services/attachments.ts'
import { saveBrief, saveContactRequest } from '../services/forms.ts'

const BriefSchema = v.object({
  name: NameRule,
  company: optionalText(CompanyRule),
  email: EmailRule,
  phone: optionalText(PhoneRule),
  services: servicesRule(v.picklist(Object.keys(BRIEF_SERVICES), 'Выберите услугу из списка.')),
  budget: optionalText(v.picklist(Object.keys(BRIEF_BUDGETS), 'Выберите бюджет из списка.')),
  deadline: optionalText(v.picklist(Object.keys(BRIEF_DEADLINES), 'Выберите срок из списка.')),
  description: DescriptionRule,
  attachment: v.optional(v.instance(File)),
  consent: ConsentRule,
  ...AntiSpamFields,
})

const ContactRequestSchema = v.pipe(
  v.object({
    name: NameRule,
    email: optionalText(EmailRule),
    phone: optionalText(PhoneRule),
    message: MessageRule,
    consent: ConsentRule,
    ...AntiSpamFields,
  }),
  // Once every field is right (the browser reports it with the other fields' problems).
  v.forward(
    v.check((input) => hasEmailOrPhone(input), EMAIL_OR_PHONE_MESSAGE),
    ['email'],
  ),
)

const SPAM_MESSAGE = 'Не удалось отправить форму. Обновите страницу, проверьте поля и отправьте ещё раз.'

/** Refuses a submission that looks automated with the same answer whatever gave it away. */
function rejectSpam(c: Context<ApiEnv>, fields: { website?: unknown; started_at?: unknown }, form: string) {
  const reason = spamReason({
    website: typeof fields.website === 'string' ? fields.website : '',
    started_at: typeof fields.started_at === 'string' ? fields.started_at : '',
  })
  if (!reason) return
  c.var.logger.info('Form submission rejected as spam', { form, reason, ip: clientIp(c) })
  throw new ApiError(422, SPAM_MESSAGE, { _: [SPAM_MESSAGE] })
}

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

export const formsRoutes = new Hono<ApiEnv>()
  .get('/briefs/options', (c) =>
    c.json({ services: choiceList(BRIEF_SERVICES), budgets: choiceList(BRIEF_BUDGETS), deadlines: choiceList(BRIEF_DEADLINES) }),
  )
  .post(
    '/briefs',
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
  .post('/contact-requests', requireToken, limitBody(64 * 1024, 'Сообщение слишком большое.'), async (c) => {
    const fields = await readFields(c)
    rejectSpam(c, fields, 'contact')
    const input = parseInput(ContactRequestSchema, fields)
    await consumeLimit(c, c.var.limiters.contact, clientIp(c))
    const saved = await saveContactRequest(c.var.db, c.var.config, input, requestMeta(c))
    return c.json({ id: saved.id, message: 'Спасибо! Мы получили сообщение и скоро ответим.' }, 201)
  })
