import { Hono } from 'hono'
import { consumeLimit } from '../auth/rate-limits.ts'
import { requireToken } from '../auth/require-token.ts'
import { rejectSpam } from '../form-rules/anti-spam.ts'
import type { ApiEnv } from '../context.ts'
import { parseInput } from '../validation.ts'
import { contactSchema } from '#shared/contract/forms.ts'
import { PhoneRule } from '#shared/contract/phone.ts'
import { clientIp, requestMeta } from '../http/client-ip.ts'
import { limitBody, readFields } from '../http/body.ts'
import { saveContactRequest } from '../services/forms.ts'

/** The contact form's fields, as the site's form checks them first (the anti-spam fields are read apart). */
export const ContactRequestSchema = contactSchema(PhoneRule)

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
