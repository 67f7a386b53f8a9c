import type { ContactSubmission } from './types.ts'

/** The brief's text fields, as the API reads them. */
const BRIEF_TEXT_FIELDS = ['name', 'company', 'email', 'phone', 'budget', 'deadline', 'description', 'consent', 'website'] as const

/**
 * The API's anti-spam `started_at` (epoch milliseconds) from how long the browser says the form was
 * on screen. The browser measures a duration, never its own clock, which may be off by minutes; the
 * moment is placed on this server's clock, which the API shares. Anything but whole milliseconds
 * gives no start time, which the API refuses like any other automated submission.
 */
export function startedAtOf(filledMs: unknown, now = Date.now()): string {
  if (typeof filledMs !== 'string' || !/^\d{1,12}$/.test(filledMs)) return ''
  return String(now - Number(filledMs))
}

/**
 * The multipart body sent to `POST /v1/briefs`: only the brief's own fields (anything else in the
 * browser's form data stays behind), the chosen services, and the attachment when there is one.
 */
export function briefPayload(data: FormData, now = Date.now()): FormData {
  const body = new FormData()
  for (const key of BRIEF_TEXT_FIELDS) {
    const value = data.get(key)
    if (typeof value === 'string') body.set(key, value)
  }
  body.set('started_at', startedAtOf(data.get('filled_ms'), now))
  for (const service of data.getAll('services')) {
    if (typeof service === 'string') body.append('services', service)
  }
  const attachment = data.get('attachment')
  if (attachment instanceof File && attachment.size > 0) body.set('attachment', attachment, attachment.name)
  return body
}

/** The JSON body sent to `POST /v1/contact-requests`: the checkbox becomes the value a form sends. */
export function contactPayload(data: ContactSubmission, now = Date.now()): Record<string, string> {
  return {
    name: data.name,
    email: data.email,
    phone: data.phone,
    message: data.message,
    consent: data.consent ? '1' : '',
    website: data.website,
    started_at: startedAtOf(data.filled_ms, now),
  }
}
