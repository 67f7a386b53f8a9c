import { Hono } from 'hono'
import * as v from 'valibot'
import { consumeLimit } from '../auth/rate-limits.ts'
import { requireToken } from '../auth/require-token.ts'
import { AntiSpamFields, rejectSpam } from '../form-rules/anti-spam.ts'
import type { ApiEnv } from '../context.ts'
import { parseInput } from '../validation.ts'
import { ConsentRule, EmailRule, NameRule, optionalText } from '#shared/contract/fields.ts'
import { EMAIL_OR_PHONE_MESSAGE, hasEmailOrPhone, MessageRule } from '#shared/contract/forms.ts'
import { PhoneRule } from '#shared/contract/phone.ts'
import { clientIp, requestMeta } from '../http/client-ip.ts'
import { limitBody, readFields } from '../http/body.ts'
import { saveContactRequest } from '../services/forms.ts'

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

/** `/v1/contact-requests`: a message from the contact form. */
export const contactRequestsRoutes = new Hono<ApiEnv>().post(
  '/',
  requireToken,
  limitBody(64 * 1024, 'Сообщение слишком большое.'),
  async (c) => {
    const fields = await readFields(c)
    rejectSpam(c, fields, 'contact')
    const input = parseInput(ContactRequestSchema, fields)
    await consumeLimit(c, c.var.limiters.contact, clientIp(c))
    const saved = await saveContactRequest(c.var.db, c.var.config, input, requestMeta(c))
    return c.json({ id: saved.id, message: 'Спасибо! Мы получили сообщение и скоро ответим.' }, 201)
  },
)
