import type { ContactSubmission } from './types.ts'

/** The brief's text fields, as the API reads them. */
const BRIEF_TEXT_FIELDS = ['name', 'company', 'email', 'phone', 'budget', 'deadline', 'description', 'consent', 'website', 'started_at'] as const

/**
 * The multipart body sent to `POST /v1/briefs`: only the brief's own fields (anything else in the
 * browser's form data stays behind), the chosen services, and the attachment when there is one.
 */
export function briefPayload(data: FormData): FormData {
  const body = new FormData()
  for (const key of BRIEF_TEXT_FIELDS) {
    const value = data.get(key)
    if (typeof value === 'string') body.set(key, value)
  }
  for (const service of data.getAll('services')) {
    if (typeof service === 'string') body.append('services', service)
  }
  const attachment = data.get('attachment')
  if (attachment instanceof File && attachment.size > 0) body.set('attachment', attachment, attachment.name)
  return body
}

/** The JSON body sent to `POST /v1/contact-requests`: the checkbox becomes the value a form sends. */
export function contactPayload(data: ContactSubmission): Record<string, string> {
  return {
    name: data.name,
    email: data.email,
    phone: data.phone,
    message: data.message,
    consent: data.consent ? '1' : '',
    website: data.website,
    started_at: data.started_at,
  }
}
