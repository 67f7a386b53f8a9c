import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { formDataInput, validInput } from '#app/lib/server-fn/input.ts'
import { api } from '#app/lib/api/api.server.ts'
import { sendForm } from './forms.server.ts'
import { briefPayload, contactPayload } from './payload.ts'

/** The services, budgets and deadlines the brief offers. */
export const fetchBriefOptions = createServerFn({ method: 'GET' }).handler(() => api('/v1/briefs/options'))

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))

/** The shape of the contact form; its rules are the API's (field errors come back as the result). */
const ContactSubmission = v.object({
  name: text(1000),
  email: text(1000),
  phone: text(1000),
  message: text(20_000),
  consent: v.boolean(),
  website: text(1000),
  filled_ms: text(50),
})

/** Sends the contact form: `{ ok: true, message }`, or `{ ok: false, message, errors }` to show. */
export const submitContactRequest = createServerFn({ method: 'POST' })
  .validator(validInput(ContactSubmission))
  .handler(({ data }) => sendForm('/v1/contact-requests', contactPayload(data)))

/** Sends the brief as multipart form data (with its attachment): the same kind of result. */
export const submitBrief = createServerFn({ method: 'POST' })
  .validator(formDataInput)
  .handler(({ data }) => sendForm('/v1/briefs', briefPayload(data)))
